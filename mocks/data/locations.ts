/**
 * Countries → states → cities (hand-written, real places), each city with an area-based shipping `cost`.
 */
import type { City, Country, CountryState } from '../domain/types';
import { placeholderImage } from './images';

type CityRow = [name: string, cost: number, lat: number, lng: number];
type StateRow = [name: string, cities: CityRow[]];
type CountryRow = {
  name: string;
  iso2: string;
  iso3: string;
  phonecode: string;
  currency: string;
  currency_symbol: string;
  lat: number;
  lng: number;
  states: StateRow[];
};

const COUNTRIES: CountryRow[] = [
  {
    name: 'Bangladesh',
    iso2: 'BD',
    iso3: 'BGD',
    phonecode: '880',
    currency: 'BDT',
    currency_symbol: '৳',
    lat: 23.685,
    lng: 90.3563,
    states: [
      [
        'Dhaka',
        [
          ['Dhaka', 2, 23.8103, 90.4125],
          ['Gazipur', 3, 23.9999, 90.4203],
          ['Narayanganj', 3, 23.6238, 90.5],
        ],
      ],
      [
        'Chattogram',
        [
          ['Chattogram', 4, 22.3569, 91.7832],
          ["Cox's Bazar", 6, 21.4272, 92.0058],
        ],
      ],
      [
        'Sylhet',
        [
          ['Sylhet', 5, 24.8949, 91.8687],
          ['Sreemangal', 6, 24.3065, 91.7296],
        ],
      ],
    ],
  },
  {
    name: 'United States',
    iso2: 'US',
    iso3: 'USA',
    phonecode: '1',
    currency: 'USD',
    currency_symbol: '$',
    lat: 37.0902,
    lng: -95.7129,
    states: [
      [
        'California',
        [
          ['Los Angeles', 8, 34.0522, -118.2437],
          ['San Francisco', 9, 37.7749, -122.4194],
          ['San Diego', 8.5, 32.7157, -117.1611],
        ],
      ],
      [
        'New York',
        [
          ['New York City', 7.5, 40.7128, -74.006],
          ['Buffalo', 9, 42.8864, -78.8784],
        ],
      ],
      [
        'Texas',
        [
          ['Houston', 8, 29.7604, -95.3698],
          ['Austin', 8, 30.2672, -97.7431],
          ['Dallas', 8, 32.7767, -96.797],
        ],
      ],
    ],
  },
  {
    name: 'France',
    iso2: 'FR',
    iso3: 'FRA',
    phonecode: '33',
    currency: 'EUR',
    currency_symbol: '€',
    lat: 46.2276,
    lng: 2.2137,
    states: [
      [
        'Île-de-France',
        [
          ['Paris', 10, 48.8566, 2.3522],
          ['Versailles', 11, 48.8049, 2.1204],
        ],
      ],
      [
        "Provence-Alpes-Côte d'Azur",
        [
          ['Marseille', 12, 43.2965, 5.3698],
          ['Nice', 12.5, 43.7102, 7.262],
        ],
      ],
      [
        'Auvergne-Rhône-Alpes',
        [
          ['Lyon', 11, 45.764, 4.8357],
          ['Grenoble', 12, 45.1885, 5.7245],
        ],
      ],
    ],
  },
  {
    name: 'United Arab Emirates',
    iso2: 'AE',
    iso3: 'ARE',
    phonecode: '971',
    currency: 'AED',
    currency_symbol: 'د.إ',
    lat: 23.4241,
    lng: 53.8478,
    states: [
      ['Dubai', [['Dubai', 9, 25.2048, 55.2708]]],
      [
        'Abu Dhabi',
        [
          ['Abu Dhabi', 9.5, 24.4539, 54.3773],
          ['Al Ain', 11, 24.2075, 55.7447],
        ],
      ],
    ],
  },
  {
    name: 'United Kingdom',
    iso2: 'GB',
    iso3: 'GBR',
    phonecode: '44',
    currency: 'GBP',
    currency_symbol: '£',
    lat: 55.3781,
    lng: -3.436,
    states: [
      [
        'England',
        [
          ['London', 10, 51.5072, -0.1276],
          ['Manchester', 11, 53.4808, -2.2426],
        ],
      ],
      [
        'Scotland',
        [
          ['Edinburgh', 12, 55.9533, -3.1883],
          ['Glasgow', 12, 55.8642, -4.2518],
        ],
      ],
    ],
  },
];

export interface Locations {
  countries: Country[];
  states: CountryState[];
  cities: City[];
}

export function generateLocations(): Locations {
  const countries: Country[] = [];
  const states: CountryState[] = [];
  const cities: City[] = [];
  COUNTRIES.forEach((row, c) => {
    const country: Country = {
      id: c + 1,
      name: row.name,
      iso2: row.iso2,
      iso3: row.iso3,
      phonecode: row.phonecode,
      currency: row.currency,
      currency_symbol: row.currency_symbol,
      latitude: row.lat,
      longitude: row.lng,
      status: 1,
      flag_icon: placeholderImage(row.iso2, { width: 32, height: 24, kind: 'flag' }),
    };
    countries.push(country);
    for (const [stateName, cityRows] of row.states) {
      const state: CountryState = { id: states.length + 1, country_id: country.id, name: stateName };
      states.push(state);
      for (const [name, cost, latitude, longitude] of cityRows) {
        cities.push({
          id: cities.length + 1,
          state_id: state.id,
          country_id: country.id,
          name,
          cost,
          latitude,
          longitude,
        });
      }
    }
  });
  return { countries, states, cities };
}
