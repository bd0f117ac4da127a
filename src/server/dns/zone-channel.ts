/**
 * The channel migration 0029 notifies, committed with every change that can alter what a zone
 * answers (its records and serial, its domain's name, status, mode or phase): the payload is
 * the zone's name, or '*' for every zone. Subscribe through `Database.notifications`.
 */
export const DNS_ZONE_CHANNEL = "dns_zone";
