import { walkShard } from './walk.ts';

// Part 3 of the walk of every screen (walk.ts).
walkShard(3);
