// The platform's own inbox messages, in the account's language (the six the platform answers in;
// any other reads English): the welcome messages the seed puts in each demo account's inbox, and
// the notice of a reset authenticator. `{{brand}}` is the tenant's brand name.
// Content is HTML and goes through the sanitiser like any message.

type Language = 'EN' | 'CN' | 'ID' | 'PT' | 'TH' | 'VI';
interface WelcomeMessage {
  title: Record<Language, string>;
  html: Record<Language, string>;
}

export const WELCOME_MESSAGES: readonly WelcomeMessage[] = [
  {
    title: {
      EN: 'Welcome to {{brand}}',
      CN: '欢迎来到 {{brand}}',
      ID: 'Selamat datang di {{brand}}',
      PT: 'Bem-vindo ao {{brand}}',
      TH: 'ยินดีต้อนรับสู่ {{brand}}',
      VI: 'Chào mừng đến với {{brand}}',
    },
    html: {
      EN: '<p>Thank you for joining <b>{{brand}}</b>. Your account is ready: deposit from the header, then find your games in the lobby.</p>',
      CN: '<p>感谢您加入 <b>{{brand}}</b>。您的账号已就绪：在页首充值，然后在大厅中找到您的游戏。</p>',
      ID: '<p>Terima kasih telah bergabung dengan <b>{{brand}}</b>. Akun Anda siap: lakukan deposit dari bagian atas, lalu temukan permainan Anda di lobi.</p>',
      PT: '<p>Obrigado por se juntar ao <b>{{brand}}</b>. Sua conta está pronta: deposite pelo cabeçalho e encontre seus jogos no lobby.</p>',
      TH: '<p>ขอบคุณที่เข้าร่วมกับ <b>{{brand}}</b> บัญชีของคุณพร้อมแล้ว ฝากเงินได้จากแถบด้านบน แล้วเลือกเกมในล็อบบี้</p>',
      VI: '<p>Cảm ơn bạn đã tham gia <b>{{brand}}</b>. Tài khoản của bạn đã sẵn sàng: nạp tiền từ thanh trên cùng, rồi chọn trò chơi trong sảnh.</p>',
    },
  },
  {
    title: {
      EN: 'Keep your account safe',
      CN: '保护您的账号安全',
      ID: 'Jaga keamanan akun Anda',
      PT: 'Mantenha sua conta segura',
      TH: 'รักษาบัญชีของคุณให้ปลอดภัย',
      VI: 'Giữ an toàn cho tài khoản của bạn',
    },
    html: {
      EN: '<p>Set a payment password in <b>My account</b> before your first withdrawal. We never ask for your password by message or chat.</p>',
      CN: '<p>首次提款前，请在<b>我的账户</b>中设置支付密码。我们绝不会通过消息或聊天索取您的密码。</p>',
      ID: '<p>Atur kata sandi pembayaran di <b>Akun saya</b> sebelum penarikan pertama Anda. Kami tidak pernah meminta kata sandi Anda melalui pesan atau obrolan.</p>',
      PT: '<p>Defina uma senha de pagamento em <b>Minha conta</b> antes do seu primeiro saque. Nunca pedimos sua senha por mensagem ou chat.</p>',
      TH: '<p>ตั้งรหัสผ่านการชำระเงินใน <b>บัญชีของฉัน</b> ก่อนถอนเงินครั้งแรก เราจะไม่ขอรหัสผ่านของคุณทางข้อความหรือแชท</p>',
      VI: '<p>Hãy đặt mật khẩu thanh toán trong <b>Tài khoản của tôi</b> trước lần rút tiền đầu tiên. Chúng tôi không bao giờ hỏi mật khẩu của bạn qua tin nhắn hay trò chuyện.</p>',
    },
  },
];

/** The platform's message to a member whose lost authenticator support reset (issue 25). */
export const AUTHENTICATOR_RESET_MESSAGE: WelcomeMessage = {
  title: {
    EN: 'Your authenticator app was reset',
    CN: '您的身份验证器应用已被重置',
    ID: 'Aplikasi autentikator Anda telah diatur ulang',
    PT: 'Seu aplicativo autenticador foi redefinido',
    TH: 'แอปยืนยันตัวตนของคุณถูกรีเซ็ตแล้ว',
    VI: 'Ứng dụng xác thực của bạn đã được đặt lại',
  },
  html: {
    EN: '<p>At your request, our support team removed the authenticator app and the recovery codes from your account and signed you out everywhere. Log in with your password and bind an authenticator again in <b>My account</b>. If you did not ask for this, contact support at once.</p>',
    CN: '<p>应您的要求，我们的客服团队已从您的账号中移除身份验证器应用和恢复码，并在所有设备上将您登出。请使用密码登录，并在<b>我的账户</b>中重新绑定身份验证器。如果这不是您的请求，请立即联系客服。</p>',
    ID: '<p>Atas permintaan Anda, tim dukungan kami menghapus aplikasi autentikator dan kode pemulihan dari akun Anda serta mengeluarkan Anda dari semua perangkat. Masuk dengan kata sandi Anda dan hubungkan autentikator lagi di <b>Akun saya</b>. Jika Anda tidak memintanya, segera hubungi dukungan.</p>',
    PT: '<p>A seu pedido, nossa equipe de suporte removeu o aplicativo autenticador e os códigos de recuperação da sua conta e encerrou todas as suas sessões. Entre com sua senha e vincule um autenticador novamente em <b>Minha conta</b>. Se você não pediu isso, contate o suporte imediatamente.</p>',
    TH: '<p>ตามคำขอของคุณ ทีมสนับสนุนได้ลบแอปยืนยันตัวตนและรหัสกู้คืนออกจากบัญชีของคุณ และออกจากระบบทุกอุปกรณ์แล้ว เข้าสู่ระบบด้วยรหัสผ่านและผูกแอปยืนยันตัวตนอีกครั้งใน <b>บัญชีของฉัน</b> หากคุณไม่ได้ขอ โปรดติดต่อฝ่ายสนับสนุนทันที</p>',
    VI: '<p>Theo yêu cầu của bạn, đội hỗ trợ đã gỡ ứng dụng xác thực và các mã khôi phục khỏi tài khoản của bạn và đăng xuất bạn khỏi mọi nơi. Hãy đăng nhập bằng mật khẩu và liên kết lại ứng dụng xác thực trong <b>Tài khoản của tôi</b>. Nếu bạn không yêu cầu việc này, hãy liên hệ hỗ trợ ngay.</p>',
  },
};

/** A platform message in a language (English for any the platform does not write), the brand filled in. */
export function platformMessage(
  message: WelcomeMessage,
  language: string,
  brand = '',
): { title: string; html: string } {
  const lang: Language = (['EN', 'CN', 'ID', 'PT', 'TH', 'VI'] as const).find((l) => l === language) ?? 'EN';
  const fill = (text: string) => text.replaceAll('{{brand}}', brand);
  return { title: fill(message.title[lang]), html: fill(message.html[lang]) };
}

/** The welcome messages in a language, with the brand filled in. */
export function welcomeMessages(language: string, brand: string): { title: string; html: string }[] {
  return WELCOME_MESSAGES.map((message) => platformMessage(message, language, brand));
}
