/** The thrown data of the operator "not configured" page (shown by the login page while ADMIN_PASSWORD is unset). */
export type NotConfiguredData = {
  reason: "operator-not-configured";
  title: string;
  body: string;
  howTo: string;
  sessionHint: string | null;
};
