import dayjs from 'dayjs';

/** DD/MM/YY (spec 3 §9, in lists). */
export const listDate = (iso: string) => dayjs(iso).format('DD/MM/YY');
/** DD/MM/YYYY HH:mm (spec 3 §9, outside lists). */
export const fullDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
