// game-visible.mjs at 390x844 (phone).
import { visibleGameAt } from './game-visible.mjs';

visibleGameAt('phone');
