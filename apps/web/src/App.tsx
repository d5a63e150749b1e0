import { ConfigProvider, message, notification, theme as antTheme } from 'antd';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { setFeedback } from './request/feedback';
import { createAppRouter } from './router/router';
import { PRIMARY_COLOR, useUi } from './stores/ui';

/**
 * Hands antd's themed message/notification to code outside React (request
 * client). The hooks, not <App>, so the sign-in page does not load modals.
 */
function FeedbackBridge() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => {
    setFeedback({
      error: (text) => void messageApi.error(text),
      success: (text) => void messageApi.success(text),
      notify: (title, description, seconds) => notificationApi.success({ title, description, duration: seconds }),
    });
  }, [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
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
