/**
 * The frame every icon is drawn in (icons.tsx), and the lock of the privacy line: the chat shows
 * that one icon, and loads this module instead of all of them (decision 029).
 */
export function IconFrame({
  className = "",
  label,
  children,
}: {
  className?: string;
  label?: string | undefined;
  children: React.ReactNode;
}) {
  // 20 px unless the caller gives a size (an unsized inline SVG would be 300 px wide).
  const size = /(^|\s)size-/.test(className) ? "" : "size-5 ";
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      className={`shrink-0 ${size}${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {children}
    </svg>
  );
}

export const lockIcon = (
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>
);
