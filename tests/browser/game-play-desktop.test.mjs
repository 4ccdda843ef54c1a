// game-play.mjs at 1280x800 (desktop).
import { playGameAt } from './game-play.mjs';

playGameAt('desktop');
