// Which peers may speak for the client. Behind a load balancer the client's address and country
// arrive in headers (X-Forwarded-For, CF-IPCountry) that anyone can write; they are believed only
// when the peer that sent them is one of the configured proxies (TRUST_PROXY), with the same rules
// Fastify applies to request.ip.
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config';

export type TrustFunction = (address: string, hop: number) => boolean;

export function compileTrust(setting: TrustProxy): TrustFunction {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The request came straight from a trusted proxy, so the headers it adds can be believed. */
export function fromTrustedProxy(trust: TrustFunction, request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress;
  return peer !== undefined && trust(peer, 0);
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A person at this machine: the peer is loopback and nothing forwarded the request (a proxy on the
 * same machine, such as a local load balancer, adds X-Forwarded-For or Forwarded).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return (
    LOOPBACK.test(peer) && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined
  );
}
