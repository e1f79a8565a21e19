// A launch target in the /game URL (so a reload can launch again: the URL never carries a ticket
// or token, only which game), and back.
export interface LaunchTarget {
  nodeId: string;
  vassalage: string;
  gameName: string;
  gameId?: string;
  roomId?: string;
}

export function gamePath(target: LaunchTarget, path = '/game'): string {
  const params = new URLSearchParams({ nodeId: target.nodeId, vassalage: target.vassalage, name: target.gameName });
  if (target.gameId) params.set('gameId', target.gameId);
  if (target.roomId) params.set('roomId', target.roomId);
  return `${path}?${params.toString()}`;
}

export function targetFromParams(params: URLSearchParams): LaunchTarget | null {
  const nodeId = params.get('nodeId');
  const vassalage = params.get('vassalage');
  if (!nodeId || !vassalage) return null;
  return {
    nodeId,
    vassalage,
    gameName: params.get('name') ?? nodeId,
    ...(params.get('gameId') ? { gameId: params.get('gameId') ?? undefined } : {}),
    ...(params.get('roomId') ? { roomId: params.get('roomId') ?? undefined } : {}),
  };
}
