/** Site footer with the current-year copyright (spec 001 §2). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <p>
        © {year} Lectern contributors. Article content is © its authors and licensed as stated on each article.
      </p>
      <p>Lectern is open-source scholarly publishing software.</p>
    </footer>
  );
}
