import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { EmbeddedVideo } from '../components/embedded-video';
import { ProductVideo } from '../components/product-video';

/** docs/security.md#embedded-video: the served page names the CSP's frame origins in a meta. */
const player = 'https://www.youtube-nocookie.com';
const allowFrames = (...origins: string[]) => {
  const meta = document.createElement('meta');
  meta.name = 'kk-frame-sources';
  meta.content = origins.join(' ');
  document.head.append(meta);
};
afterEach(() => document.head.querySelector('meta[name="kk-frame-sources"]')?.remove());

const youtube = 'https://www.youtube.com/watch?v=abc123XYZ_-';
const frame = () => document.querySelector('iframe');
const noScriptAnywhere = () => expect(document.querySelector('script')).toBeNull();

describe('product video', () => {
  it('plays a YouTube link in the nocookie player when the CSP allows it', async () => {
    allowFrames(player);
    renderApp(<ProductVideo url={youtube} card title="video" />);
    const iframe = await screen.findByTitle('Product video player');
    expect(iframe).toHaveAttribute('src', `${player}/embed/abc123XYZ_-`);
    expect(iframe.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps the link card when no frame origin is allowed, or another one is', async () => {
    allowFrames('https://player.vimeo.com');
    renderApp(<ProductVideo url={youtube} card title="video" />);
    expect(
      await screen.findByRole('link', { name: /Watch the product video on YouTube/ }),
    ).toHaveAttribute('href', youtube);
    expect(frame()).toBeNull();
  });

  it('names the trailer player in Japanese', async () => {
    allowFrames(player);
    renderApp(<ProductVideo url="https://youtu.be/trailer01" card={false} title="trailer" />, {
      locale: 'jp',
    });
    expect(await screen.findByTitle('予告編プレーヤー')).toHaveAttribute(
      'src',
      `${player}/embed/trailer01`,
    );
  });

  it('builds its own iframe from embeddedHtml that is one iframe to an allowed origin', async () => {
    allowFrames(player);
    const html = `\n <iframe width="560" onload="alert(1)" src="${player}/embed/emb12345" allow="camera"></iframe> `;
    renderApp(<EmbeddedVideo html={html} />);
    const iframe = await screen.findByTitle('Product video player');
    expect(iframe).toHaveAttribute('src', `${player}/embed/emb12345`);
    expect(iframe).not.toHaveAttribute('onload');
    expect(iframe).not.toHaveAttribute('width');
    expect(iframe.getAttribute('allow')).not.toContain('camera');
    expect(screen.getByRole('heading', { name: 'Video' })).toBeVisible();
  });

  it.each([
    [
      'a script beside the iframe',
      `<script>alert(1)</script><iframe src="${player}/embed/x1234567"></iframe>`,
    ],
    ['an iframe to another origin', '<iframe src="https://evil.example/embed/x"></iframe>'],
    [
      'plain http to the player host',
      `<iframe src="http://www.youtube-nocookie.com/embed/x1234567"></iframe>`,
    ],
    [
      'a srcdoc iframe',
      `<iframe src="${player}/embed/x1234567" srcdoc="<script>alert(1)</script>"></iframe>`,
    ],
    [
      'two iframes',
      `<iframe src="${player}/embed/a1234567"></iframe><iframe src="${player}/embed/b1234567"></iframe>`,
    ],
    ['text around the iframe', `Watch <iframe src="${player}/embed/x1234567"></iframe>`],
    ['an image with an error handler', '<img src="x" onerror="alert(1)">'],
  ])('shows nothing for %s', async (_case, html) => {
    allowFrames(player);
    const { container } = renderApp(
      <>
        <p>rendered</p>
        <EmbeddedVideo html={html} />
      </>,
    );
    await screen.findByText('rendered');
    expect(container.querySelector('section')).toBeNull();
    expect(frame()).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    noScriptAnywhere();
  });
});
