import { isolationPart } from './tenant-isolation.ts';

// Part 2 of the tenant-isolation property (tenant-isolation.ts).
isolationPart(2);
