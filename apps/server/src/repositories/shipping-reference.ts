/** The carriers Waybill reads invoice files of. */
export type Carrier = 'UPS' | 'FEDEX';
