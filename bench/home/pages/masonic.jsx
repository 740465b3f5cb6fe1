import { createRoot } from 'react-dom/client';
import { Masonry } from 'masonic';
import './masonic.css';

// The reference for scrolling: masonic rendering the home feed's cards (the same pins, images
// at the same sizes and srcset, title, pinner's avatar and name), read from the items the
// harness fetched from Tack's own feed. A card is a link with the image, a title and a footer.
const COLUMN = 236;
const GUTTER = 16;
const items = window.__ITEMS;
const Card = ({ data: pin }) => (
  <div className="card" data-card="">
    <a href={`/pin/${pin.id}/`} className="card-link">
      <img
        className="card-image"
        src={pin.src}
        srcSet={pin.srcset}
        sizes={`${COLUMN}px`}
        width={COLUMN}
        height={pin.height}
        alt={pin.alt}
        loading="lazy"
      />
    </a>
    {pin.title && <div className="card-title">{pin.title}</div>}
    <div className="card-footer">
      {pin.avatar && <img className="avatar" src={pin.avatar} alt="" width={32} height={32} />}
      <span>{pin.pinner}</span>
    </div>
  </div>
);
const itemKey = (d) => d.id;
createRoot(document.getElementById('root')).render(
  <Masonry
    items={items}
    render={Card}
    columnWidth={COLUMN}
    maxColumnWidth={COLUMN}
    columnGutter={GUTTER}
    rowGutter={GUTTER}
    overscanBy={1.5}
    itemHeightEstimate={360}
    itemKey={itemKey}
  />,
);
