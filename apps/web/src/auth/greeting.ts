/**
 * Spec §8: 早上 from 6 until 12, 中午 until 15, 下午 until 19, else 晚上.
 * ("after 6" is read as from 06:00 on.)
 */
export function greeting(hour: number): '早上' | '中午' | '下午' | '晚上' {
  if (hour >= 6 && hour < 12) return '早上';
  if (hour >= 12 && hour < 15) return '中午';
  if (hour >= 15 && hour < 19) return '下午';
  return '晚上';
}

/** The sign-in notification of spec §8: title and description. */
export function welcome(mobile: string, at: Date = new Date()): { message: string; description: string } {
  return { message: `${greeting(at.getHours())}好！`, description: `欢迎回来 ${mobile}` };
}
