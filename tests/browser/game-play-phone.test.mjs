// game-play.mjs at 390x844 (phone).
import { playGameAt } from './game-play.mjs';

playGameAt('phone');
