import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/queryClient';
import { ConsoleShell } from './shell/ConsoleShell';
import './console.css';

const queryClient = createQueryClient();
// A data router only for what it adds to the shell's own <Routes>: `useBlocker`, which keeps the
// post editor's unsaved changes from being left behind by the menu or the back button.
const router = createBrowserRouter([{ path: '*', element: <ConsoleShell /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { colorPrimary: '#0b3d91', borderRadius: 8 } }}>
        {/* antd's App and the "changed elsewhere" dialog are in the signed-in console's chunk
            (shell/SignedInShell.tsx): the sign-in screen needs neither. */}
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  </StrictMode>,
);
