// The inbox message a member gets when wrong payment passwords first lock their money calls, in
// the account's language (the six the platform answers in; any other reads English). `{{minutes}}`
// is the lock's length, `{{tries}}` the wrong tries that caused it. Content is HTML and goes
// through the sanitiser like any message (InboxService.send).
import { messageLanguage } from '../../lib/messages';

type Language = ReturnType<typeof messageLanguage>;

const TITLE: Record<Language, string> = {
  EN: 'Withdrawals and transfers paused',
  CN: '提款和转账已暂停',
  ID: 'Penarikan dan transfer dijeda',
  PT: 'Saques e transferências pausados',
  TH: 'ระงับการถอนเงินและการโอนชั่วคราว',
  VI: 'Tạm dừng rút tiền và chuyển tiền',
};

const HTML: Record<Language, string> = {
  EN: '<p>The payment password of your account was entered wrong {{tries}} times, so withdrawals and transfers are paused for {{minutes}} minutes. Each further wrong try pauses them for longer, and after repeated pauses you are signed out.</p><p>If this was not you, change your login password and your payment password now.</p>',
  CN: '<p>您账户的支付密码已输错 {{tries}} 次，提款和转账暂停 {{minutes}} 分钟。之后每次输错，暂停时间都会更长；多次暂停后您将被登出。</p><p>如果这不是您本人操作，请立即修改登录密码和支付密码。</p>',
  ID: '<p>Kata sandi pembayaran akun Anda salah dimasukkan {{tries}} kali, sehingga penarikan dan transfer dijeda selama {{minutes}} menit. Setiap kesalahan berikutnya menjedanya lebih lama, dan setelah jeda berulang Anda akan dikeluarkan.</p><p>Jika ini bukan Anda, segera ubah kata sandi masuk dan kata sandi pembayaran Anda.</p>',
  PT: '<p>A senha de pagamento da sua conta foi digitada errada {{tries}} vezes, por isso saques e transferências estão pausados por {{minutes}} minutos. Cada nova tentativa errada os pausa por mais tempo e, após pausas repetidas, você será desconectado.</p><p>Se não foi você, altere agora sua senha de acesso e sua senha de pagamento.</p>',
  TH: '<p>มีการป้อนรหัสผ่านการชำระเงินของบัญชีคุณผิด {{tries}} ครั้ง จึงระงับการถอนเงินและการโอนเป็นเวลา {{minutes}} นาที การป้อนผิดครั้งต่อไปจะระงับนานขึ้น และหากถูกระงับซ้ำหลายครั้ง คุณจะถูกออกจากระบบ</p><p>หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านเข้าสู่ระบบและรหัสผ่านการชำระเงินทันที</p>',
  VI: '<p>Mật khẩu thanh toán của tài khoản bạn đã bị nhập sai {{tries}} lần, nên việc rút tiền và chuyển tiền tạm dừng trong {{minutes}} phút. Mỗi lần nhập sai tiếp theo sẽ tạm dừng lâu hơn, và sau nhiều lần tạm dừng bạn sẽ bị đăng xuất.</p><p>Nếu không phải bạn, hãy đổi mật khẩu đăng nhập và mật khẩu thanh toán ngay.</p>',
};

/** The first-lock message in the account's language. */
export function paymentLockMessage(language: string, tries: number, minutes: number): { title: string; html: string } {
  const lang = messageLanguage(language);
  const fill = (text: string) => text.replaceAll('{{tries}}', String(tries)).replaceAll('{{minutes}}', String(minutes));
  return { title: TITLE[lang], html: fill(HTML[lang]) };
}
