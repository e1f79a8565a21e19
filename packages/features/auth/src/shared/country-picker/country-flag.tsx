// A country's flag, loaded on first use (one small chunk per flag, see flag-loaders.generated.ts)
// and cached for the page's life. Decorative: the country's name is always written next to it.
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { FLAG_LOADERS } from './flag-loaders.generated';

const loaded = new Map<string, string>();
const pending = new Map<string, Promise<string | null>>();

/** The flag as an image URL (an SVG data URL), or null when the package has no flag for the code. */
export function loadFlag(countryCode: string): Promise<string | null> {
  const cached = loaded.get(countryCode);
  if (cached) return Promise.resolve(cached);
  const inFlight = pending.get(countryCode);
  if (inFlight) return inFlight;
  const loader = FLAG_LOADERS[countryCode];
  if (!loader) return Promise.resolve(null);
  const promise = loader()
    .then((module) => {
      const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(module.default)}`;
      loaded.set(countryCode, url);
      return url;
    })
    .catch(() => null)
    .finally(() => pending.delete(countryCode));
  pending.set(countryCode, promise);
  return promise;
}

const FlagBox = styled.span`
  display: inline-flex;
  flex: none;
  width: 1.5em;
  height: 1em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.muted};
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export function CountryFlag({ countryCode }: { countryCode: string }) {
  const [state, setState] = useState<{ code: string; url: string | null }>(() => ({
    code: countryCode,
    url: loaded.get(countryCode) ?? null,
  }));
  useEffect(() => {
    let alive = true;
    void loadFlag(countryCode).then((url) => {
      if (alive) setState({ code: countryCode, url });
    });
    return () => {
      alive = false;
    };
  }, [countryCode]);
  const url = state.code === countryCode ? state.url : (loaded.get(countryCode) ?? null);
  return (
    <FlagBox aria-hidden="true" data-country={countryCode}>
      {url && <img src={url} alt="" />}
    </FlagBox>
  );
}
