import { walkShard } from './walk.ts';

// Part 1 of the walk of every screen (walk.ts).
walkShard(1);
