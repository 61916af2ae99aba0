import { loadAllGames } from '../../src/engine/index.js';

// Test files ask for whole game modules synchronously (gameModule, allGames), as the command line and
// Options do after loading them; the popup loads one game at a time instead.
await loadAllGames();
