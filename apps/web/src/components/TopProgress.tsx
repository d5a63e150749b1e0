/** The thin bar at the top while a lazy page loads (spec §2). */
export function TopProgress() {
  return <div className="td-top-progress" role="progressbar" aria-label="页面加载中" />;
}
