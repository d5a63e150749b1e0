import { Button } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../request/client';
import { feedback } from '../../request/feedback';
import { useCountdown } from './useCountdown';

/**
 * 获取验证码 with the 60-second countdown. `mobile()` answers the mobile to
 * send to, or null after showing why it is not valid yet.
 */
export function CodeButton({ mobile, send, size }: { mobile(): Promise<string | null>; send(mobile: string): Promise<unknown>; size?: 'large' }) {
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const onClick = async () => {
    const target = await mobile();
    if (!target) return;
    setSending(true);
    try {
      await send(target);
      feedback.success('验证码已发送，请注意查收');
      start(60);
    } catch (error) {
      // The server says how long to wait when asked too soon.
      const wait = error instanceof ApiError ? (error.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds : undefined;
      if (wait && wait <= 60) start(wait);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button size={size} onClick={onClick} disabled={left > 0} loading={sending} data-testid="send-code">
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
