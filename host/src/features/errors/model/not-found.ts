/** 'Вернуться на главную' on the not-found page: the dashboard from /lms pages, the public home otherwise. */
export function notFoundHomeTarget(pathname: string): string {
  return pathname === '/lms' || pathname.startsWith('/lms/') ? '/lms/dashboard' : '/';
}
