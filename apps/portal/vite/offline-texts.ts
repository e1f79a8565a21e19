// Texts of the offline page (written at build time into dist/<tenant>/offline.html, shown by the
// service worker when a page is requested without a network). One entry per language set
// @portal/i18n ships; TY is English text, as everywhere (see README). `{{brandName}}` is the brand.
export interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

export const OFFLINE_TEXTS: Readonly<Record<string, OfflineTexts>> = {
  EN: {
    title: 'You are offline',
    body: '{{brandName}} needs an internet connection. Check your connection, then try again — nothing you had open is lost.',
    retry: 'Try again',
  },
  TY: {
    title: 'You are offline',
    body: '{{brandName}} needs an internet connection. Check your connection, then try again — nothing you had open is lost.',
    retry: 'Try again',
  },
  CN: {
    title: '您已离线',
    body: '{{brandName}} 需要网络连接。请检查网络后重试——您打开的内容不会丢失。',
    retry: '重试',
  },
  ID: {
    title: 'Anda sedang offline',
    body: '{{brandName}} memerlukan koneksi internet. Periksa koneksi Anda, lalu coba lagi — tidak ada yang hilang.',
    retry: 'Coba lagi',
  },
  PT: {
    title: 'Você está offline',
    body: '{{brandName}} precisa de uma ligação à internet. Verifique a sua ligação e tente novamente — nada do que tinha aberto se perde.',
    retry: 'Tentar novamente',
  },
  TH: {
    title: 'คุณออฟไลน์อยู่',
    body: '{{brandName}} ต้องใช้การเชื่อมต่ออินเทอร์เน็ต โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง สิ่งที่คุณเปิดไว้จะไม่หายไป',
    retry: 'ลองอีกครั้ง',
  },
  VI: {
    title: 'Bạn đang ngoại tuyến',
    body: '{{brandName}} cần kết nối internet. Hãy kiểm tra kết nối rồi thử lại — những gì bạn đang mở không bị mất.',
    retry: 'Thử lại',
  },
};
