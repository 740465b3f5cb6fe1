/** Where the server streams the zip (apps/server/src/modules/export): a GET with no side effect. */
export const EXPORT_URL = '/v3/users/me/export/';

/**
 * Settings, "Privacy and data": "Download your data". A plain download link: the browser saves
 * the zip as it streams, so a large account needs no waiting screen, and it works without
 * JavaScript holding the file.
 */
export function DownloadYourData() {
  return (
    <section className="download-data" aria-labelledby="download-title">
      <h2 id="download-title">Download your data</h2>
      <p className="settings-note" id="download-text">
        A ZIP file with your profile, boards (secret ones too), sections, Pins with their
        descriptions, links, notes and alt text, the people and boards you follow, and the original
        image of every Pin. Open its index.html to see your boards without Tack. Large accounts take
        a few minutes.
      </p>
      <a className="btn" href={EXPORT_URL} download aria-describedby="download-text">
        Download your data
      </a>
    </section>
  );
}
