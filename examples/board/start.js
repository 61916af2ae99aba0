// @ts-check
import { startDemoBoard } from './main.js';

startDemoBoard(document);

// Open the map on the town, where the opening moves happen.
const scroller = document.querySelector('.map-scroll');
const square = document.querySelector('.town-square');
if (scroller && square) {
  const box = scroller.getBoundingClientRect();
  const at = square.getBoundingClientRect();
  scroller.scrollLeft += at.left - box.left - scroller.clientWidth / 2;
  scroller.scrollTop += at.top - box.top - scroller.clientHeight / 2;
}
