// iCalendar (RFC 5545) both ways: the private feed of a unit's bookings and blocks, and
// the import of another calendar whose events become blocks.
export * from './write';
export * from './read';
export * from './time';
export * from './to-block';
