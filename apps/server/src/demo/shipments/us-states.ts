/** A US state for demo addresses: a city, its centre, its share of US population (%), a ZIP prefix. */
export interface UsState {
  code: string;
  city: string;
  lat: number;
  lon: number;
  population: number;
  zip: string;
}

export const usStates: UsState[] = [
  { code: 'AL', city: 'Montgomery', lat: 32.8, lon: -86.8, population: 1.5, zip: '361' },
  { code: 'AK', city: 'Anchorage', lat: 61.2, lon: -149.9, population: 0.2, zip: '995' },
  { code: 'AZ', city: 'Phoenix', lat: 33.4, lon: -112.1, population: 2.2, zip: '850' },
  { code: 'AR', city: 'Little Rock', lat: 34.7, lon: -92.3, population: 0.9, zip: '722' },
  { code: 'CA', city: 'Los Angeles', lat: 34.1, lon: -118.2, population: 11.7, zip: '900' },
  { code: 'CO', city: 'Denver', lat: 39.7, lon: -105.0, population: 1.8, zip: '802' },
  { code: 'CT', city: 'Hartford', lat: 41.8, lon: -72.7, population: 1.1, zip: '061' },
  { code: 'DE', city: 'Wilmington', lat: 39.7, lon: -75.5, population: 0.3, zip: '198' },
  { code: 'DC', city: 'Washington', lat: 38.9, lon: -77.0, population: 0.2, zip: '200' },
  { code: 'FL', city: 'Orlando', lat: 28.5, lon: -81.4, population: 6.7, zip: '328' },
  { code: 'GA', city: 'Atlanta', lat: 33.7, lon: -84.4, population: 3.3, zip: '303' },
  { code: 'HI', city: 'Honolulu', lat: 21.3, lon: -157.9, population: 0.4, zip: '968' },
  { code: 'ID', city: 'Boise', lat: 43.6, lon: -116.2, population: 0.6, zip: '837' },
  { code: 'IL', city: 'Chicago', lat: 41.9, lon: -87.6, population: 3.8, zip: '606' },
  { code: 'IN', city: 'Indianapolis', lat: 39.8, lon: -86.2, population: 2.1, zip: '462' },
  { code: 'IA', city: 'Des Moines', lat: 41.6, lon: -93.6, population: 1.0, zip: '503' },
  { code: 'KS', city: 'Wichita', lat: 37.7, lon: -97.3, population: 0.9, zip: '672' },
  { code: 'KY', city: 'Louisville', lat: 38.3, lon: -85.8, population: 1.4, zip: '402' },
  { code: 'LA', city: 'Baton Rouge', lat: 30.5, lon: -91.1, population: 1.4, zip: '708' },
  { code: 'ME', city: 'Portland', lat: 43.7, lon: -70.3, population: 0.4, zip: '041' },
  { code: 'MD', city: 'Baltimore', lat: 39.3, lon: -76.6, population: 1.9, zip: '212' },
  { code: 'MA', city: 'Boston', lat: 42.4, lon: -71.1, population: 2.1, zip: '021' },
  { code: 'MI', city: 'Detroit', lat: 42.3, lon: -83.0, population: 3.0, zip: '482' },
  { code: 'MN', city: 'Minneapolis', lat: 45.0, lon: -93.3, population: 1.7, zip: '554' },
  { code: 'MS', city: 'Jackson', lat: 32.3, lon: -90.2, population: 0.9, zip: '392' },
  { code: 'MO', city: 'St. Louis', lat: 38.6, lon: -90.2, population: 1.9, zip: '631' },
  { code: 'MT', city: 'Billings', lat: 45.8, lon: -108.5, population: 0.3, zip: '591' },
  { code: 'NE', city: 'Omaha', lat: 41.3, lon: -96.0, population: 0.6, zip: '681' },
  { code: 'NV', city: 'Las Vegas', lat: 36.2, lon: -115.1, population: 1.0, zip: '891' },
  { code: 'NH', city: 'Manchester', lat: 43.0, lon: -71.5, population: 0.4, zip: '031' },
  { code: 'NJ', city: 'Newark', lat: 40.7, lon: -74.2, population: 2.8, zip: '071' },
  { code: 'NM', city: 'Albuquerque', lat: 35.1, lon: -106.6, population: 0.6, zip: '871' },
  { code: 'NY', city: 'New York', lat: 40.7, lon: -74.0, population: 5.9, zip: '100' },
  { code: 'NC', city: 'Charlotte', lat: 35.2, lon: -80.8, population: 3.2, zip: '282' },
  { code: 'ND', city: 'Fargo', lat: 46.9, lon: -96.8, population: 0.2, zip: '581' },
  { code: 'OH', city: 'Columbus', lat: 40.0, lon: -83.0, population: 3.5, zip: '432' },
  { code: 'OK', city: 'Oklahoma City', lat: 35.5, lon: -97.5, population: 1.2, zip: '731' },
  { code: 'OR', city: 'Portland', lat: 45.5, lon: -122.7, population: 1.3, zip: '972' },
  { code: 'PA', city: 'Philadelphia', lat: 40.0, lon: -75.2, population: 3.9, zip: '191' },
  { code: 'RI', city: 'Providence', lat: 41.8, lon: -71.4, population: 0.3, zip: '029' },
  { code: 'SC', city: 'Columbia', lat: 34.0, lon: -81.0, population: 1.6, zip: '292' },
  { code: 'SD', city: 'Sioux Falls', lat: 43.5, lon: -96.7, population: 0.3, zip: '571' },
  { code: 'TN', city: 'Nashville', lat: 36.2, lon: -86.8, population: 2.1, zip: '372' },
  { code: 'TX', city: 'Houston', lat: 29.8, lon: -95.4, population: 9.0, zip: '770' },
  { code: 'UT', city: 'Salt Lake City', lat: 40.8, lon: -111.9, population: 1.0, zip: '841' },
  { code: 'VT', city: 'Burlington', lat: 44.5, lon: -73.2, population: 0.2, zip: '054' },
  { code: 'VA', city: 'Richmond', lat: 37.5, lon: -77.4, population: 2.6, zip: '232' },
  { code: 'WA', city: 'Seattle', lat: 47.6, lon: -122.3, population: 2.3, zip: '981' },
  { code: 'WV', city: 'Charleston', lat: 38.3, lon: -81.6, population: 0.5, zip: '253' },
  { code: 'WI', city: 'Milwaukee', lat: 43.0, lon: -87.9, population: 1.8, zip: '532' },
  { code: 'WY', city: 'Cheyenne', lat: 41.1, lon: -104.8, population: 0.2, zip: '820' },
];

const byCode = new Map(usStates.map((state) => [state.code, state]));

/** The state with this code. */
export function usState(code: string): UsState {
  const state = byCode.get(code);
  if (!state) throw new Error(`Unknown state ${code}`);
  return state;
}

/** Miles between two state centres (great circle). */
export function milesBetween(from: UsState, to: UsState): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 3959 * 2 * Math.asin(Math.sqrt(a));
}

/**
 * The domestic ground zone between two states, as the carriers' zone charts grade distance (2 up to 150 miles
 * … 8 beyond 1,800); Alaska and Hawaii have zones of their own (44 and 45 at UPS, 9 and 14 at FedEx).
 */
export function domesticZone(from: UsState, to: UsState, carrier: 'UPS' | 'FEDEX'): string {
  if (to.code === 'AK') return carrier === 'UPS' ? '044' : '09';
  if (to.code === 'HI') return carrier === 'UPS' ? '045' : '14';
  const miles = milesBetween(from, to);
  const zone =
    miles <= 150
      ? 2
      : miles <= 300
        ? 3
        : miles <= 600
          ? 4
          : miles <= 1000
            ? 5
            : miles <= 1400
              ? 6
              : miles <= 1800
                ? 7
                : 8;
  return carrier === 'UPS' ? `00${zone}` : `0${zone}`;
}
