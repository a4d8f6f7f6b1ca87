/** Words the synthetic pages are written from: lowercase ASCII, so titles slug predictably. */
export const WORDS: readonly string[] = `
access account adapter agent alert algorithm allocation analysis anchor api application archive
argument array artifact asset attribute audit authentication backend backup balance bandwidth
batch benchmark binary block boundary branch broker browser buffer build bundle cache callback
capacity catalog certificate channel checkpoint chunk client cluster code collection column command
commit compiler component compression concurrency config connection consumer container content
context contract controller cookie core counter credential cursor dashboard data database deadline
debug default dependency deployment descriptor device diagnostic digest directory disk dispatch
document domain driver edge element endpoint engine entry environment error event exception
executor export extension failover feature field file filter firewall flag folder format frame
function gateway graph group handler hash header heap host hydration identity image import index
input instance integration interface interval inventory invoice issue job journal kernel key label
latency layer layout lease library limit link listener loader lock log loop manifest mapping
marker memory message metadata method metric middleware migration mirror mode model module monitor
mount namespace network node notification object offset operator option order origin output owner
package page pagination parameter parser partition patch path payload peer permission pipeline
plugin policy pool port preview primary process producer profile project property protocol proxy
query queue quota record recovery redirect reference region registry release replica report
repository request resolver resource response retry revision role rollback route router runtime
sample scheduler schema scope script secret section segment selector sequence server service
session shard signal snapshot socket source span stack stage state storage stream string
subscription summary switch symbol sync table tag target task template tenant test thread
threshold timeout token topic trace transaction transform trigger tunnel type update upload user
validation value variable vector version view volume warning webhook widget window worker
workflow workspace zone
`.trim().split(/\s+/);

export const VERBS: readonly string[] = `
configure deploy monitor migrate validate cache index render compile bundle publish archive
rotate scale tune secure trace debug replicate schedule review restore measure upgrade automate
design isolate stream compress encrypt observe
`.trim().split(/\s+/);

export const ADJECTIVES: readonly string[] = `
fast stable secure minimal modular durable elastic portable typed static dynamic incremental
parallel lazy eager atomic idempotent consistent reliable scalable simple explicit
`.trim().split(/\s+/);

export const SECTIONS: readonly string[] = ['guides', 'reference', 'tutorials', 'operations'];

export const AUTHORS = [
  { key: 'ada', name: 'Ada Lovelace', title: 'Engineering lead' },
  { key: 'grace', name: 'Grace Hopper', title: 'Compiler engineer' },
  { key: 'linus', name: 'Linus Berg', title: 'Platform engineer' },
  { key: 'margaret', name: 'Margaret Hamilton', title: 'Reliability engineer' },
  { key: 'ken', name: 'Ken Okafor', title: 'Developer advocate' },
] as const;

export const TAGS: readonly string[] = [
  'architecture',
  'backend',
  'cloud',
  'community',
  'database',
  'devops',
  'frontend',
  'performance',
  'release',
  'security',
  'testing',
  'tutorial',
];
