// game-visible.mjs at 1280x800 (desktop).
import { visibleGameAt } from './game-visible.mjs';

visibleGameAt('desktop');
