import { walkShard } from './walk.ts';

// Part 2 of the walk of every screen (walk.ts).
walkShard(2);
