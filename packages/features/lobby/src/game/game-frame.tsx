// /game (and /seamless): the launched game in a sandboxed iframe. The URL names the game only
// (nodeId, vendor); the ticket URL comes in the history state from the lobby's launch and is then
// dropped, so a reload launches again (a ticket is single-use). Login required. When the player
// leaves, the open game is closed (closeGame) and the balance read again.
import { gamesApi, portalApi } from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { Button, Spinner } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import type { GameFrameState } from '../launch/use-game-launcher';
import { launchRouteFor } from '../launch/launch-route';
import { gamePath, targetFromParams } from '../launch/launch-target';
import { useLaunchCall } from '../launch/use-launch-call';
import { useLobbyHost } from '../shared/lobby-host';

/** The most a game page may do in the frame: run its scripts, talk to its own origin, post forms. */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 70vh;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  min-height: 75vh;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.inset};
`;

/** Closes the game and refetches the balance when the frame goes (a StrictMode remount does not count). */
function useCloseOnLeave(nodeId: string | null) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const mounted = useRef(false);
  useEffect(() => {
    if (!nodeId) return undefined;
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (mounted.current) return;
        dispatch(gamesApi.endpoints.closeGame.initiate({ nodeId }));
        dispatch(portalApi.util.invalidateTags(['Balance', 'RecentGames']));
      }, 0);
    };
  }, [dispatch, nodeId]);
}

/** One frame per game: another game in the URL (a suggestion) mounts a fresh frame, closing the old game. */
export function GameFrame() {
  const [params] = useSearchParams();
  const key = `${params.get('nodeId') ?? ''}|${params.get('roomId') ?? ''}`;
  return <GameFrameFor key={key} />;
}

function GameFrameFor() {
  const { t } = useTranslation('lobby');
  const host = useLobbyHost();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const target = targetFromParams(params);
  const [url, setUrl] = useState<string | null>(() => (location.state as GameFrameState | null)?.gameUrl ?? null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const { launch, dialog } = useLaunchCall({
    // A suggested game opens like any other: its own screen (lottery) or a fresh frame here.
    onSuggest: (game) => {
      const route = launchRouteFor(game);
      if (route.kind === 'route') void navigate(route.to);
      else void navigate(gamePath({ nodeId: game.nodeId, vassalage: game.vassalage, gameName: game.gameName }));
    },
  });

  // The ticket URL is used once: drop it from the history entry so a reload launches again.
  useEffect(() => {
    if ((location.state as GameFrameState | null)?.gameUrl)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);

  useEffect(() => {
    if (url || !target || started.current) return;
    if (!host.loggedIn) {
      host.requireLogin();
      return;
    }
    started.current = true;
    void launch(target).then((result) => {
      if (result) setUrl(result.url);
      else setFailed(true);
    });
  }, [url, target, host, launch]);

  useCloseOnLeave(url && target ? target.nodeId : null);

  const leave = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };

  if (!target) {
    return (
      <Root>
        <Title>{t('game.missing')}</Title>
        <p>{t('game.missingBody')}</p>
        <div>
          <Button onClick={() => void navigate('/')}>{t('game.home')}</Button>
        </div>
      </Root>
    );
  }
  return (
    <Root>
      <Bar>
        <Title>{target.gameName}</Title>
        <Button variant="secondary" onClick={leave}>
          {t('game.close')}
        </Button>
      </Bar>
      {url ? (
        <Frame
          src={url}
          title={t('game.frameTitle', { name: target.gameName })}
          sandbox={GAME_FRAME_SANDBOX}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      ) : failed ? (
        <p>{t('game.failed')}</p>
      ) : !host.loggedIn ? (
        <p>{t('game.login')}</p>
      ) : (
        <Spinner size="md" label={t('game.loading')} />
      )}
      {dialog}
    </Root>
  );
}
