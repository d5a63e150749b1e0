import { ConfigProvider, message, theme as antTheme } from 'antd';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { setFeedback } from './request/feedback';
import { createAppRouter } from './router/router';
import { PRIMARY_COLOR, useUi } from './stores/ui';

/**
 * Hands antd's themed messages to code outside React (request client). The
 * hook, not <App>, so the sign-in page loads neither modals nor
 * notifications (the shell brings those, layout/BasicLayout.tsx).
 */
function FeedbackBridge() {
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => {
    setFeedback({
      error: (text) => void messageApi.error(text),
      success: (text) => void messageApi.success(text),
    });
  }, [messageApi]);
  return messageHolder;
}

export function App() {
  const mode = useUi((s) => s.theme);
  const router = useMemo(() => createAppRouter(), []);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return (
    // The Chinese locale for antd's own texts (tables, pickers, pagination)
    // comes with the signed-in shell (layout/BasicLayout.tsx); the sign-in
    // page spells all its texts out.
    <ConfigProvider
      theme={{ algorithm: mode === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm, token: { colorPrimary: PRIMARY_COLOR, borderRadius: 6 } }}
    >
      <FeedbackBridge />
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
