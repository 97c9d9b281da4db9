import '@cloudscape-design/global-styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureAmplify } from './app/amplify';
import App from './app/App';
import StartFailure from './app/StartFailure';
import { loadRuntimeConfig } from './config';
import { listenBeforeTheRouter } from './shared/history-guard';

listenBeforeTheRouter();
const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) => {
    configureAmplify(config);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  },
  (error: Error) => {
    console.error('The runtime configuration could not be loaded', error.message);
    root.render(<StartFailure />);
  },
);
