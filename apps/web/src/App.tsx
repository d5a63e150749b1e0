import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { setFeedback } from './request/feedback';
import { swrOptions } from './request/swr';
import { createAppRouter } from './router/router';
import { PRIMARY_COLOR, useUi } from './stores/ui';

/** Hands antd's themed message/notification to code outside React (request client). */
function FeedbackBridge() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => {
    setFeedback({
      error: (text) => void message.error(text),
      success: (text) => void message.success(text),
      notify: (title, description, seconds) => notification.success({ message: title, description, duration: seconds }),
    });
  }, [message, notification]);
  return null;
}

export function App() {
  const mode = useUi((s) => s.theme);
  const router = useMemo(() => createAppRouter(), []);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{ algorithm: mode === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm, token: { colorPrimary: PRIMARY_COLOR, borderRadius: 6 } }}
    >
      <AntApp>
        <FeedbackBridge />
        <SWRConfig value={swrOptions()}>
          <RouterProvider router={router} />
        </SWRConfig>
      </AntApp>
    </ConfigProvider>
  );
}
