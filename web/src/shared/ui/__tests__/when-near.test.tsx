import { act, render, screen, waitFor } from '@testing-library/react';
import { lazyPart, nearMargin, WhenNear } from '@/shared/ui/when-near';
import {
  FakeIntersectionObserver,
  useFakeIntersectionObserver,
} from '@/testing/intersection-observer';

/** A promise the test settles itself, so nothing depends on how long a load takes. */
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const Part = ({ text }: { text: string }) => <p>{text}</p>;

describe('WhenNear where IntersectionObserver exists', () => {
  useFakeIntersectionObserver();

  it('keeps its box empty until the box comes within a screen of the viewport', () => {
    const { container } = render(
      <WhenNear className="box">
        <Part text="Later content" />
      </WhenNear>,
    );
    const box = container.querySelector('.box');
    expect(box).toBeEmptyDOMElement();
    const [observer] = FakeIntersectionObserver.observers;
    expect(observer?.options).toEqual({ rootMargin: nearMargin });
    expect(observer?.targets).toEqual([box]);

    FakeIntersectionObserver.report(false);
    expect(box).toBeEmptyDOMElement();

    FakeIntersectionObserver.report(true);
    expect(screen.getByText('Later content')).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
  });

  it('stops observing when it goes before coming near', () => {
    const { unmount } = render(
      <WhenNear className="box">
        <Part text="Later content" />
      </WhenNear>,
    );
    unmount();
    expect(FakeIntersectionObserver.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('leaves the box empty while the code of a lazy part loads, then shows it', async () => {
    const load = deferred<typeof Part>();
    const LazyPart = lazyPart(() => load.promise);
    const { container } = render(
      <WhenNear className="box">
        <LazyPart text="Loaded content" />
      </WhenNear>,
    );
    FakeIntersectionObserver.report(true);
    expect(container.querySelector('.box')).toBeEmptyDOMElement();
    load.resolve(Part);
    expect(await screen.findByText('Loaded content')).toBeInTheDocument();
  });
});

describe('WhenNear where IntersectionObserver does not exist', () => {
  it('renders its content at once', () => {
    expect(globalThis.IntersectionObserver).toBeUndefined();
    render(
      <WhenNear className="box">
        <Part text="Content" />
      </WhenNear>,
    );
    expect(screen.getByText('Content')).toBeInTheDocument();
  });
});

describe('lazyPart', () => {
  it('renders nothing and logs when its code cannot be fetched, instead of failing the page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = deferred<typeof Part>();
    const LazyPart = lazyPart(() => load.promise);
    const { container } = render(
      <div>
        <WhenNear className="box">
          <LazyPart text="Never shown" />
        </WhenNear>
        <p>Rest of the page</p>
      </div>,
    );
    const failure = new Error('Failed to fetch dynamically imported module');
    load.reject(failure);
    await waitFor(() => expect(logged).toHaveBeenCalledWith(failure));
    // Let React take the part that came of it: an empty one, not an error that ends the page.
    await act(async () => {});
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(container.querySelector('.box')).toBeEmptyDOMElement();
    logged.mockRestore();
  });
});
