const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/MicroMessenger\/(\d+)/, '微信'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* .*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/Linux/, 'Linux'],
];

/** 'Chrome 126 / Windows' from a user agent; its start when unrecognised. */
export function shortUserAgent(ua: string): string {
  if (!ua) return '—';
  const browser = BROWSERS.map(([re, name]) => [ua.match(re), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (!browser) return ua.length > 24 ? `${ua.slice(0, 24)}…` : ua;
  const [match, name] = browser;
  return [`${name} ${match![1]}`, system].filter(Boolean).join(' / ');
}
