// The shop's settings reads and switches (the settings endpoints are this word's alone): switching language or
// currency and the active currency's fresh rate (switch-locale, live-rate), the places an address or a phone number
// is made of (places), the category tree (category-tree) and the newsletter's subscription (newsletter).
export * from './switch-locale';
export * from './live-rate';
export * from './places';
export * from './category-tree';
export * from './newsletter';
