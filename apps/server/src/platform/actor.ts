/**
 * The signed-in user behind a request, resolved fresh from the database on
 * every call: disabling a user, changing roles or revoking a session takes
 * effect on the next request, on every server.
 */
export type Actor = {
  userId: number;
  sessionId: number;
  mobile: string;
  realName: string;
  userName: string;
  deptId: number | null;
  /** Materialised path of the user's department ('/1/4/'), for data scope. */
  deptPath: string | null;
  isSetPassword: 0 | 1;
  roles: Array<{ id: number; name: string }>;
  perms: ReadonlySet<string>;
  /** Widest data scope among the user's enabled roles (1 all, 2 dept and below, 3 own). */
  dataScope: 1 | 2 | 3;
  /** Holds an enabled all-permissions role: may grant anything. */
  allPerms: boolean;
  ip: string;
  requestId: string;
};

/** Request facts the services need for logs even before anyone is signed in. */
export type RequestMeta = { ip: string; userAgent: string; requestId: string };
