import { render } from 'preact';
import { browserStore } from '../src/storage/browser-store.js';
import { downloadFile } from './download-file.js';
import { OptionsApp } from './options-app.js';

// The entry: the only place the page touches real extension storage and the browser's downloads.
const app = document.getElementById('app');
if (app) render(<OptionsApp platform={{ store: browserStore, download: downloadFile }} />, app);
