import dayjs from 'dayjs';

/** DD/MM/YYYY HH:mm (spec 3 §9, outside lists). */
export const formatDateTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
/** DD/MM/YY (spec 3 §9, in lists). */
export const formatListDate = (iso: string) => dayjs(iso).format('DD/MM/YY');
