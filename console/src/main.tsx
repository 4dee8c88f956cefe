import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router';
import { ConsoleShell } from './shell/ConsoleShell';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider theme={{ token: { colorPrimary: '#0b3d91', borderRadius: 8 } }}>
      <BrowserRouter>
        <ConsoleShell />
      </BrowserRouter>
    </ConfigProvider>
  </StrictMode>,
);
