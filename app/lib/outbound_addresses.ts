import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP } from 'node:net'
import env from '#start/env'

/**
 * Where the server may send requests that someone else chose the address of (webhooks): only to
 * public internet addresses, never to the loopback, private, link-local, unique-local, CGNAT,
 * multicast, unspecified or otherwise special ones, nor to IPv4 addresses of those kinds dressed
 * as IPv6 (mapped, NAT64, 6to4). WEBHOOKS_ALLOW_PRIVATE=true lifts the rule, for tests and for
 * installations on a private network; it is read at every call.
 */
export function privateTargetsAllowed() {
  return env.get('WEBHOOKS_ALLOW_PRIVATE', false) === true
}

type Range = { bytes: number[]; bits: number }

function ipv4Bytes(address: string) {
  return address.split('.').map(Number)
}

/** The 16 bytes of an IPv6 address, written in any of its forms (`::`, a dotted IPv4 tail, a zone). */
function ipv6Bytes(address: string) {
  let text = address.split('%')[0]
  const dotted = text.slice(text.lastIndexOf(':') + 1)
  if (dotted.includes('.')) {
    const [a, b, c, d] = ipv4Bytes(dotted)
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0')
  return [...headGroups, ...zeros, ...tailGroups].flatMap((group) => {
    const value = Number.parseInt(group, 16)
    return [value >> 8, value & 0xff]
  })
}

function range(cidr: string): Range {
  const [address, bits] = cidr.split('/')
  return {
    bytes: isIP(address) === 4 ? ipv4Bytes(address) : ipv6Bytes(address),
    bits: Number(bits),
  }
}

function inRange(bytes: number[], { bytes: prefix, bits }: Range) {
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff
    if ((bytes[bit / 8] & mask) !== (prefix[bit / 8] & mask)) return false
  }
  return true
}

/** IPv4 ranges that are not the public internet (IANA's special-purpose registry). */
const specialIpv4 = [
  '0.0.0.0/8', // "this network", the unspecified address
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, cloud metadata services
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, broadcast
].map(range)

/** IPv6 ranges that carry an IPv4 address, which decides: [range, offset of its 4 bytes]. */
const ipv4InIpv6: [Range, number][] = [
  [range('::ffff:0:0/96'), 12], // IPv4-mapped
  [range('64:ff9b::/96'), 12], // NAT64
  [range('2002::/16'), 2], // 6to4
]

/** Global unicast; everything outside it (loopback, unique-local, link-local, multicast, ...) is not public. */
const globalUnicast = range('2000::/3')

const specialIpv6 = [
  '2001::/32', // Teredo
  '2001:2::/48', // benchmarking
  '2001:10::/28', // ORCHID
  '2001:20::/28', // ORCHIDv2
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation (RFC 9637)
].map(range)

function isPublicIpv4(bytes: number[]) {
  return !specialIpv4.some((special) => inRange(bytes, special))
}

/** Whether the IP address is on the public internet. */
export function isPublicAddress(address: string) {
  const family = isIP(address.split('%')[0])
  if (family === 4) return isPublicIpv4(ipv4Bytes(address))
  if (family !== 6) return false
  const bytes = ipv6Bytes(address)
  for (const [carrier, offset] of ipv4InIpv6) {
    if (inRange(bytes, carrier)) return isPublicIpv4(bytes.slice(offset, offset + 4))
  }
  return inRange(bytes, globalUnicast) && !specialIpv6.some((special) => inRange(bytes, special))
}

/** Why the server may not send to the URL, or null when it may. */
type TargetProblem = 'url' | 'https' | 'private' | 'unresolvable'

export function hostOf(url: URL) {
  return url.hostname.replace(/^\[(.*)\]$/, '$1')
}

function resolveAll(host: string) {
  return new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses)
    )
  )
}

/**
 * What can be told of a URL without resolving its host: https (http too when private targets
 * are allowed), and an IP-literal host that is public. Checked on save and at every delivery.
 */
export function schemeOrAddressProblem(url: URL): 'https' | 'private' | null {
  const allowPrivate = privateTargetsAllowed()
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'https'
  if (allowPrivate) return null
  const host = hostOf(url)
  return isIP(host) && !isPublicAddress(host) ? 'private' : null
}

/**
 * Checks a webhook URL before it is saved: https (http too when private targets are allowed),
 * and a host that is, or resolves only to, public addresses.
 */
export async function targetProblem(text: string): Promise<TargetProblem | null> {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'url'
  }
  const problem = schemeOrAddressProblem(url)
  const host = hostOf(url)
  if (problem || privateTargetsAllowed() || isIP(host)) return problem
  try {
    const addresses = await resolveAll(host)
    return addresses.every(({ address }) => isPublicAddress(address)) ? null : 'private'
  } catch {
    return 'unresolvable'
  }
}

/** A refusal to connect to an address that is not public. */
class PrivateAddressError extends Error {
  code = 'E_PRIVATE_ADDRESS'
  constructor(address: string) {
    super(`Refused to connect to the non-public address ${address}`)
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number
) => void

/**
 * A `lookup` for http(s).request that resolves the host once and hands the socket only public
 * addresses, so the address checked is the address connected to: a DNS answer that changes
 * between the check and the connection (rebinding) cannot slip a private one in. A host with
 * any non-public address is refused as a whole.
 */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: LookupCallback
) {
  resolveAll(hostname).then(
    (addresses) => {
      const refused = addresses.find(({ address }) => !isPublicAddress(address))
      if (refused) return callback(new PrivateAddressError(refused.address), [])
      if (options.all) return callback(null, addresses)
      const [first] = addresses
      callback(null, first.address, first.family)
    },
    (error) => callback(error, [])
  )
}
