import { isolationPart } from './tenant-isolation.ts';

// Part 1 of the tenant-isolation property (tenant-isolation.ts).
isolationPart(1);
