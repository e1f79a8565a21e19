// The server's small message catalogue: one human sentence per error code in each language the
// platform answers in (EN, CN, ID, PT, TH, VI; TY is answered in English). The portal shows these
// for errors it has no text of its own for; it branches on errorCode, never on the text.
import { ERROR_CODES, type ErrorCode } from '@portal/contracts';

type Language = 'EN' | 'CN' | 'ID' | 'PT' | 'TH' | 'VI';
type Entry = Record<Language, string>;

const MESSAGES: Record<ErrorCode, Entry> = {
  'login.not.session': {
    EN: 'Please log in.',
    CN: '请先登录。',
    ID: 'Silakan masuk.',
    PT: 'Por favor, faça login.',
    TH: 'กรุณาเข้าสู่ระบบ',
    VI: 'Vui lòng đăng nhập.',
  },
  duplicateLogin: {
    EN: 'Your account was logged in elsewhere. Please log in again.',
    CN: '您的账号已在其他地方登录，请重新登录。',
    ID: 'Akun Anda masuk di tempat lain. Silakan masuk lagi.',
    PT: 'Sua conta foi acessada em outro lugar. Faça login novamente.',
    TH: 'บัญชีของคุณเข้าสู่ระบบจากที่อื่น กรุณาเข้าสู่ระบบอีกครั้ง',
    VI: 'Tài khoản của bạn đã đăng nhập ở nơi khác. Vui lòng đăng nhập lại.',
  },
  token_ip_different: {
    EN: 'Your network changed. Please log in again.',
    CN: '您的网络已变更，请重新登录。',
    ID: 'Jaringan Anda berubah. Silakan masuk lagi.',
    PT: 'Sua rede mudou. Faça login novamente.',
    TH: 'เครือข่ายของคุณเปลี่ยนไป กรุณาเข้าสู่ระบบอีกครั้ง',
    VI: 'Mạng của bạn đã thay đổi. Vui lòng đăng nhập lại.',
  },
  'user.or.token.invalid': {
    EN: 'Your session is not valid. Please log in again.',
    CN: '会话无效，请重新登录。',
    ID: 'Sesi Anda tidak valid. Silakan masuk lagi.',
    PT: 'Sua sessão não é válida. Faça login novamente.',
    TH: 'เซสชันไม่ถูกต้อง กรุณาเข้าสู่ระบบอีกครั้ง',
    VI: 'Phiên không hợp lệ. Vui lòng đăng nhập lại.',
  },
  'function.not.available': {
    EN: '#543 This function is not available. Please contact customer service.',
    CN: '#543 此功能未开放，请联系客服。',
    ID: '#543 Fitur ini tidak tersedia. Hubungi layanan pelanggan.',
    PT: '#543 Esta função não está disponível. Contate o atendimento.',
    TH: '#543 ฟังก์ชันนี้ไม่พร้อมใช้งาน กรุณาติดต่อฝ่ายบริการลูกค้า',
    VI: '#543 Chức năng này không khả dụng. Vui lòng liên hệ CSKH.',
  },
  request_param_err: {
    EN: 'The request is not valid.',
    CN: '请求参数错误。',
    ID: 'Permintaan tidak valid.',
    PT: 'A solicitação não é válida.',
    TH: 'คำขอไม่ถูกต้อง',
    VI: 'Yêu cầu không hợp lệ.',
  },
  request_body_required: {
    EN: 'The request body could not be read.',
    CN: '无法读取请求内容。',
    ID: 'Isi permintaan tidak dapat dibaca.',
    PT: 'Não foi possível ler o corpo da solicitação.',
    TH: 'ไม่สามารถอ่านเนื้อหาคำขอได้',
    VI: 'Không thể đọc nội dung yêu cầu.',
  },
  TOO_MANY_REQUESTS: {
    EN: 'Too many requests. Please try again in {wait}.',
    CN: '请求过于频繁，请在{wait}后再试。',
    ID: 'Terlalu banyak permintaan. Coba lagi dalam {wait}.',
    PT: 'Muitas solicitações. Tente novamente em {wait}.',
    TH: 'คำขอมากเกินไป กรุณาลองใหม่ในอีก {wait}',
    VI: 'Quá nhiều yêu cầu. Vui lòng thử lại sau {wait}.',
  },
  login_locked: {
    EN: 'Too many failed logins. This account can log in again in {wait}; its owner has been notified.',
    CN: '登录失败次数过多。此账号可在{wait}后再次登录，已通知账号所有人。',
    ID: 'Terlalu banyak login gagal. Akun ini dapat masuk lagi dalam {wait}; pemiliknya telah diberi tahu.',
    PT: 'Muitas tentativas de login falharam. Esta conta poderá entrar novamente em {wait}; o titular foi avisado.',
    TH: 'เข้าสู่ระบบล้มเหลวหลายครั้งเกินไป บัญชีนี้จะเข้าสู่ระบบได้อีกครั้งในอีก {wait} และได้แจ้งเจ้าของบัญชีแล้ว',
    VI: 'Đăng nhập sai quá nhiều lần. Tài khoản có thể đăng nhập lại sau {wait}; chủ tài khoản đã được thông báo.',
  },
  password_attempts_exceeded: {
    EN: 'Too many wrong passwords. For your safety you have been signed out; please log in again.',
    CN: '密码错误次数过多。为了您的安全，您已被登出，请重新登录。',
    ID: 'Terlalu banyak kata sandi salah. Demi keamanan Anda telah keluar; silakan masuk lagi.',
    PT: 'Muitas senhas erradas. Por segurança, você foi desconectado; faça login novamente.',
    TH: 'รหัสผ่านผิดหลายครั้งเกินไป เพื่อความปลอดภัย คุณถูกออกจากระบบ กรุณาเข้าสู่ระบบอีกครั้ง',
    VI: 'Nhập sai mật khẩu quá nhiều lần. Để an toàn, bạn đã bị đăng xuất; vui lòng đăng nhập lại.',
  },
  login_link_invalid: {
    EN: 'This login link has expired or was already used.',
    CN: '此登录链接已过期或已被使用。',
    ID: 'Tautan masuk ini kedaluwarsa atau sudah digunakan.',
    PT: 'Este link de login expirou ou já foi usado.',
    TH: 'ลิงก์เข้าสู่ระบบนี้หมดอายุหรือถูกใช้ไปแล้ว',
    VI: 'Liên kết đăng nhập này đã hết hạn hoặc đã được sử dụng.',
  },
  request_headers_too_large: {
    EN: 'The request headers are too large.',
    CN: '请求头过大。',
    ID: 'Header permintaan terlalu besar.',
    PT: 'Os cabeçalhos da solicitação são muito grandes.',
    TH: 'ส่วนหัวของคำขอมีขนาดใหญ่เกินไป',
    VI: 'Phần đầu yêu cầu quá lớn.',
  },

  login_verify_required: {
    EN: 'Please verify this new device.',
    CN: '请验证此新设备。',
    ID: 'Silakan verifikasi perangkat baru ini.',
    PT: 'Verifique este novo dispositivo.',
    TH: 'กรุณายืนยันอุปกรณ์ใหม่นี้',
    VI: 'Vui lòng xác minh thiết bị mới này.',
  },
  merchant_unknown: {
    EN: 'Unknown site (Merchant).',
    CN: '未知站点（Merchant）。',
    ID: 'Situs tidak dikenal (Merchant).',
    PT: 'Site desconhecido (Merchant).',
    TH: 'ไม่รู้จักเว็บไซต์ (Merchant)',
    VI: 'Trang không xác định (Merchant).',
  },
  login_failed: {
    EN: 'Wrong username or password.',
    CN: '用户名或密码错误。',
    ID: 'Nama pengguna atau kata sandi salah.',
    PT: 'Usuário ou senha incorretos.',
    TH: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    VI: 'Sai tên đăng nhập hoặc mật khẩu.',
  },
  captcha_error: {
    EN: 'Please enter the captcha shown.',
    CN: '请输入正确的验证码。',
    ID: 'Masukkan captcha yang ditampilkan.',
    PT: 'Digite o captcha exibido.',
    TH: 'กรุณากรอกรหัสยืนยันที่แสดง',
    VI: 'Vui lòng nhập đúng mã captcha.',
  },
  account_type_refused: {
    EN: 'This account cannot use this function.',
    CN: '此账号不能使用该功能。',
    ID: 'Akun ini tidak dapat menggunakan fitur ini.',
    PT: 'Esta conta não pode usar esta função.',
    TH: 'บัญชีนี้ไม่สามารถใช้ฟังก์ชันนี้ได้',
    VI: 'Tài khoản này không thể dùng chức năng này.',
  },
  account_disabled: {
    EN: 'This account is disabled. Please contact customer service.',
    CN: '此账号已停用，请联系客服。',
    ID: 'Akun ini dinonaktifkan. Hubungi layanan pelanggan.',
    PT: 'Esta conta está desativada. Contate o atendimento.',
    TH: 'บัญชีนี้ถูกระงับ กรุณาติดต่อฝ่ายบริการลูกค้า',
    VI: 'Tài khoản đã bị khóa. Vui lòng liên hệ CSKH.',
  },
  invitation_code_error: {
    EN: 'The invitation code is not valid.',
    CN: '邀请码无效。',
    ID: 'Kode undangan tidak valid.',
    PT: 'O código de convite não é válido.',
    TH: 'รหัสเชิญไม่ถูกต้อง',
    VI: 'Mã mời không hợp lệ.',
  },
  username_exists: {
    EN: 'This username is already taken.',
    CN: '该用户名已被注册。',
    ID: 'Nama pengguna ini sudah dipakai.',
    PT: 'Este nome de usuário já está em uso.',
    TH: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
    VI: 'Tên đăng nhập đã tồn tại.',
  },
  mobile_exists: {
    EN: 'This mobile number is already registered.',
    CN: '该手机号已被注册。',
    ID: 'Nomor ponsel ini sudah terdaftar.',
    PT: 'Este número de celular já está cadastrado.',
    TH: 'หมายเลขโทรศัพท์นี้ลงทะเบียนแล้ว',
    VI: 'Số điện thoại đã được đăng ký.',
  },
  field_invalid: {
    EN: 'Please check the highlighted field.',
    CN: '请检查标出的字段。',
    ID: 'Periksa kolom yang ditandai.',
    PT: 'Verifique o campo destacado.',
    TH: 'กรุณาตรวจสอบช่องที่ทำเครื่องหมาย',
    VI: 'Vui lòng kiểm tra trường được đánh dấu.',
  },
  password_rule: {
    EN: 'The new password does not meet the password rule.',
    CN: '新密码不符合密码规则。',
    ID: 'Kata sandi baru tidak memenuhi aturan.',
    PT: 'A nova senha não atende à regra de senha.',
    TH: 'รหัสผ่านใหม่ไม่ตรงตามกฎ',
    VI: 'Mật khẩu mới không đúng quy tắc.',
  },
  password_inconsistent: {
    EN: 'The two passwords do not match.',
    CN: '两次输入的密码不一致。',
    ID: 'Kedua kata sandi tidak sama.',
    PT: 'As duas senhas não coincidem.',
    TH: 'รหัสผ่านทั้งสองไม่ตรงกัน',
    VI: 'Hai mật khẩu không khớp.',
  },
  old_password_error: {
    EN: 'The current password is wrong.',
    CN: '原密码错误。',
    ID: 'Kata sandi saat ini salah.',
    PT: 'A senha atual está incorreta.',
    TH: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    VI: 'Mật khẩu hiện tại không đúng.',
  },
  password_same: {
    EN: 'The new password must differ from the current one.',
    CN: '新密码不能与原密码相同。',
    ID: 'Kata sandi baru harus berbeda.',
    PT: 'A nova senha deve ser diferente da atual.',
    TH: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสเดิม',
    VI: 'Mật khẩu mới phải khác mật khẩu cũ.',
  },
  account_not_found: {
    EN: 'The username or e-mail does not exist.',
    CN: '用户名或邮箱不存在。',
    ID: 'Nama pengguna atau email tidak ada.',
    PT: 'O usuário ou e-mail não existe.',
    TH: 'ไม่มีชื่อผู้ใช้หรืออีเมลนี้',
    VI: 'Tên đăng nhập hoặc email không tồn tại.',
  },
  verification_code_invalid: {
    EN: 'The verification code is wrong.',
    CN: '验证码错误。',
    ID: 'Kode verifikasi salah.',
    PT: 'O código de verificação está incorreto.',
    TH: 'รหัสยืนยันไม่ถูกต้อง',
    VI: 'Mã xác minh không đúng.',
  },
  verification_code_expired: {
    EN: 'The verification code has expired. Please send a new one.',
    CN: '验证码已过期，请重新发送。',
    ID: 'Kode verifikasi kedaluwarsa. Kirim ulang.',
    PT: 'O código expirou. Envie um novo.',
    TH: 'รหัสยืนยันหมดอายุ กรุณาส่งใหม่',
    VI: 'Mã xác minh đã hết hạn. Vui lòng gửi lại.',
  },
  verification_code_locked: {
    EN: 'Too many wrong codes. Please send a new one.',
    CN: '验证码错误次数过多，请重新发送。',
    ID: 'Terlalu banyak kode salah. Kirim kode baru.',
    PT: 'Muitos códigos errados. Envie um novo.',
    TH: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณาส่งใหม่',
    VI: 'Nhập sai quá nhiều lần. Vui lòng gửi mã mới.',
  },
  mobile_invalid: {
    EN: 'The mobile number is not valid.',
    CN: '手机号格式错误。',
    ID: 'Nomor ponsel tidak valid.',
    PT: 'O número de celular não é válido.',
    TH: 'หมายเลขโทรศัพท์ไม่ถูกต้อง',
    VI: 'Số điện thoại không hợp lệ.',
  },
  sms_send_failed: {
    EN: 'The message could not be sent. Please contact customer service.',
    CN: '短信发送失败，请联系客服。',
    ID: 'Pesan tidak dapat dikirim. Hubungi layanan pelanggan.',
    PT: 'Não foi possível enviar a mensagem. Contate o atendimento.',
    TH: 'ส่งข้อความไม่สำเร็จ กรุณาติดต่อฝ่ายบริการลูกค้า',
    VI: 'Không thể gửi tin nhắn. Vui lòng liên hệ CSKH.',
  },
  game_not_found: {
    EN: 'This game does not exist.',
    CN: '该游戏不存在。',
    ID: 'Permainan ini tidak ada.',
    PT: 'Este jogo não existe.',
    TH: 'ไม่พบเกมนี้',
    VI: 'Trò chơi này không tồn tại.',
  },
  vendor_not_found: {
    EN: 'This game provider does not exist.',
    CN: '该游戏厂商不存在。',
    ID: 'Penyedia permainan ini tidak ada.',
    PT: 'Este provedor de jogos não existe.',
    TH: 'ไม่พบผู้ให้บริการเกมนี้',
    VI: 'Nhà cung cấp trò chơi này không tồn tại.',
  },
  game_maintenance: {
    EN: 'This game is under maintenance. Please try other games.',
    CN: '该游戏正在维护中，请尝试其他游戏。',
    ID: 'Permainan ini sedang dalam pemeliharaan. Silakan coba permainan lain.',
    PT: 'Este jogo está em manutenção. Experimente outros jogos.',
    TH: 'เกมนี้อยู่ระหว่างการปรับปรุง กรุณาลองเกมอื่น',
    VI: 'Trò chơi đang bảo trì. Vui lòng thử trò chơi khác.',
  },
  game_already_open: {
    EN: '#734 A previous game is still open. Close it before starting another.',
    CN: '#734 上一个游戏仍在进行中，请先关闭再开始新游戏。',
    ID: '#734 Permainan sebelumnya masih terbuka. Tutup dulu sebelum memulai yang lain.',
    PT: '#734 Um jogo anterior ainda está aberto. Feche-o antes de iniciar outro.',
    TH: '#734 เกมก่อนหน้ายังเปิดอยู่ กรุณาปิดก่อนเริ่มเกมใหม่',
    VI: '#734 Trò chơi trước vẫn đang mở. Hãy đóng nó trước khi bắt đầu trò khác.',
  },
  launch_ticket_invalid: {
    EN: 'This game link has expired or was already used. Please launch the game again.',
    CN: '游戏链接已过期或已被使用，请重新进入游戏。',
    ID: 'Tautan permainan ini kedaluwarsa atau sudah digunakan. Silakan buka permainan lagi.',
    PT: 'Este link de jogo expirou ou já foi usado. Abra o jogo novamente.',
    TH: 'ลิงก์เกมนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาเปิดเกมอีกครั้ง',
    VI: 'Liên kết trò chơi đã hết hạn hoặc đã được dùng. Vui lòng mở lại trò chơi.',
  },
  insufficient_balance: {
    EN: 'Your balance is too low for this.',
    CN: '余额不足。',
    ID: 'Saldo Anda tidak cukup.',
    PT: 'Seu saldo é insuficiente.',
    TH: 'ยอดเงินของคุณไม่พอ',
    VI: 'Số dư không đủ.',
  },
  reward_unavailable: {
    EN: 'This reward can no longer be claimed.',
    CN: '此奖励已无法领取。',
    ID: 'Hadiah ini tidak dapat diklaim lagi.',
    PT: 'Esta recompensa não pode mais ser resgatada.',
    TH: 'ไม่สามารถรับรางวัลนี้ได้อีกแล้ว',
    VI: 'Phần thưởng này không còn nhận được nữa.',
  },
  bet_out_of_range: {
    EN: 'This game does not accept this bet.',
    CN: '该游戏不接受此投注额。',
    ID: 'Game ini tidak menerima taruhan ini.',
    PT: 'Este jogo não aceita esta aposta.',
    TH: 'เกมนี้ไม่รับการเดิมพันนี้',
    VI: 'Trò chơi này không chấp nhận mức cược này.',
  },
  round_id_conflict: {
    EN: 'This round was already played with another bet.',
    CN: '该局已使用其他投注进行。',
    ID: 'Ronde ini sudah dimainkan dengan taruhan lain.',
    PT: 'Esta rodada já foi jogada com outra aposta.',
    TH: 'รอบนี้เล่นไปแล้วด้วยการเดิมพันอื่น',
    VI: 'Ván này đã được chơi với mức cược khác.',
  },
  game_session_expired: {
    EN: 'Your game session has ended. Please open the game again.',
    CN: '游戏会话已结束，请重新打开游戏。',
    ID: 'Sesi permainan Anda telah berakhir. Buka game lagi.',
    PT: 'Sua sessão de jogo terminou. Abra o jogo novamente.',
    TH: 'เซสชันเกมของคุณสิ้นสุดแล้ว กรุณาเปิดเกมอีกครั้ง',
    VI: 'Phiên chơi đã kết thúc. Vui lòng mở lại trò chơi.',
  },
  lottery_game_not_found: {
    EN: 'This lottery is not available.',
    CN: '该彩种不存在。',
    ID: 'Lotere ini tidak tersedia.',
    PT: 'Esta loteria não está disponível.',
    TH: 'ไม่มีหวยนี้',
    VI: 'Loại xổ số này không khả dụng.',
  },
  lottery_issue_not_found: {
    EN: 'This draw does not exist.',
    CN: '该期号不存在。',
    ID: 'Undian ini tidak ada.',
    PT: 'Este sorteio não existe.',
    TH: 'ไม่มีงวดนี้',
    VI: 'Kỳ quay này không tồn tại.',
  },
  lottery_issue_closed: {
    EN: 'Betting on this draw has closed. Please bet on the next draw.',
    CN: '本期已封盘，请投注下一期。',
    ID: 'Taruhan untuk undian ini sudah ditutup. Silakan bertaruh pada undian berikutnya.',
    PT: 'As apostas neste sorteio foram encerradas. Aposte no próximo sorteio.',
    TH: 'ปิดรับแทงงวดนี้แล้ว กรุณาแทงงวดถัดไป',
    VI: 'Kỳ này đã đóng cược. Vui lòng đặt cược kỳ tiếp theo.',
  },
  lottery_play_type_unknown: {
    EN: 'This lottery has no such bet type.',
    CN: '该彩种没有此玩法。',
    ID: 'Lotere ini tidak memiliki jenis taruhan tersebut.',
    PT: 'Esta loteria não tem esse tipo de aposta.',
    TH: 'หวยนี้ไม่มีประเภทการแทงนี้',
    VI: 'Loại xổ số này không có kiểu cược đó.',
  },
  lottery_selection_invalid: {
    EN: 'The numbers chosen are not valid for this bet type.',
    CN: '所选号码不符合该玩法。',
    ID: 'Nomor yang dipilih tidak valid untuk jenis taruhan ini.',
    PT: 'Os números escolhidos não são válidos para este tipo de aposta.',
    TH: 'ตัวเลขที่เลือกไม่ถูกต้องสำหรับประเภทการแทงนี้',
    VI: 'Số đã chọn không hợp lệ cho kiểu cược này.',
  },
  lottery_request_conflict: {
    EN: 'These bets were already sent with other choices. Please place them again.',
    CN: '该注单已以其他内容提交，请重新下注。',
    ID: 'Taruhan ini sudah dikirim dengan pilihan lain. Silakan pasang lagi.',
    PT: 'Estas apostas já foram enviadas com outras escolhas. Faça-as novamente.',
    TH: 'รายการแทงนี้ถูกส่งไปแล้วด้วยตัวเลือกอื่น กรุณาแทงใหม่',
    VI: 'Các cược này đã được gửi với lựa chọn khác. Vui lòng đặt lại.',
  },
  amount_below_minimum: {
    EN: 'The amount is below the minimum of {min}.',
    CN: '金额低于最低限额 {min}。',
    ID: 'Jumlah di bawah minimum {min}.',
    PT: 'O valor está abaixo do mínimo de {min}.',
    TH: 'จำนวนเงินต่ำกว่าขั้นต่ำ {min}',
    VI: 'Số tiền thấp hơn mức tối thiểu {min}.',
  },
  amount_above_maximum: {
    EN: 'The amount is above the maximum of {max}.',
    CN: '金额超过最高限额 {max}。',
    ID: 'Jumlah di atas maksimum {max}.',
    PT: 'O valor está acima do máximo de {max}.',
    TH: 'จำนวนเงินเกินสูงสุด {max}',
    VI: 'Số tiền vượt quá mức tối đa {max}.',
  },
  daily_limit_exceeded: {
    EN: "This would pass today's withdrawal limit of {limit}; {remaining} is left today.",
    CN: '超过今日提款限额 {limit}，今日剩余 {remaining}。',
    ID: 'Ini melebihi batas penarikan hari ini {limit}; sisa hari ini {remaining}.',
    PT: 'Isto ultrapassa o limite de saque de hoje de {limit}; restam {remaining} hoje.',
    TH: 'เกินวงเงินถอนวันนี้ {limit} วันนี้เหลือ {remaining}',
    VI: 'Vượt hạn mức rút hôm nay {limit}; hôm nay còn lại {remaining}.',
  },
  payment_password_error: {
    EN: 'The password is wrong.',
    CN: '密码错误。',
    ID: 'Kata sandi salah.',
    PT: 'A senha está errada.',
    TH: 'รหัสผ่านไม่ถูกต้อง',
    VI: 'Mật khẩu không đúng.',
  },
  payment_password_not_set: {
    EN: 'Please set a payment password first.',
    CN: '请先设置支付密码。',
    ID: 'Silakan atur kata sandi pembayaran terlebih dahulu.',
    PT: 'Defina primeiro uma senha de pagamento.',
    TH: 'กรุณาตั้งรหัสผ่านการชำระเงินก่อน',
    VI: 'Vui lòng đặt mật khẩu thanh toán trước.',
  },
  payee_not_found: {
    EN: 'Please bind a bank account or e-wallet first.',
    CN: '请先绑定银行卡或电子钱包。',
    ID: 'Silakan tautkan rekening bank atau e-wallet terlebih dahulu.',
    PT: 'Vincule primeiro uma conta bancária ou carteira digital.',
    TH: 'กรุณาผูกบัญชีธนาคารหรือวอลเล็ตก่อน',
    VI: 'Vui lòng liên kết tài khoản ngân hàng hoặc ví điện tử trước.',
  },
  payee_already_bound: {
    EN: 'An account of this kind is already bound. Please contact customer service to change it.',
    CN: '已绑定此类账户，如需更改请联系客服。',
    ID: 'Akun jenis ini sudah ditautkan. Hubungi layanan pelanggan untuk mengubahnya.',
    PT: 'Uma conta deste tipo já está vinculada. Contate o atendimento para alterá-la.',
    TH: 'ผูกบัญชีประเภทนี้แล้ว กรุณาติดต่อฝ่ายบริการลูกค้าเพื่อเปลี่ยน',
    VI: 'Đã liên kết tài khoản loại này. Vui lòng liên hệ CSKH để thay đổi.',
  },
  payment_method_unknown: {
    EN: 'This payment method is not available.',
    CN: '此支付方式不可用。',
    ID: 'Metode pembayaran ini tidak tersedia.',
    PT: 'Este método de pagamento não está disponível.',
    TH: 'ไม่มีช่องทางการชำระเงินนี้',
    VI: 'Phương thức thanh toán này không khả dụng.',
  },
  money_order_not_found: {
    EN: 'No such order.',
    CN: '订单不存在。',
    ID: 'Pesanan tidak ditemukan.',
    PT: 'Pedido não encontrado.',
    TH: 'ไม่พบรายการนี้',
    VI: 'Không tìm thấy đơn.',
  },
  withdrawal_state_invalid: {
    EN: 'This withdrawal cannot be changed in its current state.',
    CN: '该提款当前状态不允许此操作。',
    ID: 'Penarikan ini tidak dapat diubah dalam statusnya saat ini.',
    PT: 'Este saque não pode ser alterado no estado atual.',
    TH: 'ไม่สามารถดำเนินการกับรายการถอนนี้ในสถานะปัจจุบันได้',
    VI: 'Không thể thay đổi lệnh rút này ở trạng thái hiện tại.',
  },
  proof_image_invalid: {
    EN: 'The proof must be a PNG or JPG image of at most 5 MB.',
    CN: '凭证必须是不超过 5 MB 的 PNG 或 JPG 图片。',
    ID: 'Bukti harus berupa gambar PNG atau JPG maksimal 5 MB.',
    PT: 'O comprovante deve ser uma imagem PNG ou JPG de até 5 MB.',
    TH: 'หลักฐานต้องเป็นรูป PNG หรือ JPG ขนาดไม่เกิน 5 MB',
    VI: 'Bằng chứng phải là ảnh PNG hoặc JPG tối đa 5 MB.',
  },
  proof_image_limit: {
    EN: 'A withdrawal takes at most three proof images.',
    CN: '每笔提款最多上传三张凭证图片。',
    ID: 'Satu penarikan maksimal tiga gambar bukti.',
    PT: 'Um saque aceita no máximo três imagens de comprovante.',
    TH: 'รายการถอนหนึ่งรายการแนบรูปหลักฐานได้ไม่เกินสามรูป',
    VI: 'Mỗi lệnh rút tối đa ba ảnh bằng chứng.',
  },
  transfer_target_invalid: {
    EN: 'You can only transfer to your upline or your own downlines.',
    CN: '只能转账给您的上级或您的直属下级。',
    ID: 'Anda hanya dapat mentransfer ke upline atau downline Anda sendiri.',
    PT: 'Você só pode transferir para seu superior ou seus próprios indicados.',
    TH: 'โอนได้เฉพาะให้อัปไลน์หรือดาวน์ไลน์ของคุณเท่านั้น',
    VI: 'Bạn chỉ có thể chuyển cho tuyến trên hoặc tuyến dưới của mình.',
  },
  wallet_not_found: {
    EN: 'Please choose two different wallets of yours.',
    CN: '请选择您的两个不同钱包。',
    ID: 'Silakan pilih dua dompet Anda yang berbeda.',
    PT: 'Escolha duas carteiras diferentes suas.',
    TH: 'กรุณาเลือกกระเป๋าเงินของคุณสองใบที่ต่างกัน',
    VI: 'Vui lòng chọn hai ví khác nhau của bạn.',
  },
  request_id_conflict: {
    EN: 'This request was already sent with other details. Please try again.',
    CN: '该请求已以其他内容提交，请重试。',
    ID: 'Permintaan ini sudah dikirim dengan rincian lain. Silakan coba lagi.',
    PT: 'Esta solicitação já foi enviada com outros dados. Tente novamente.',
    TH: 'คำขอนี้ถูกส่งไปแล้วด้วยรายละเอียดอื่น กรุณาลองใหม่',
    VI: 'Yêu cầu này đã được gửi với thông tin khác. Vui lòng thử lại.',
  },
  not_found: {
    EN: 'Not found.',
    CN: '未找到。',
    ID: 'Tidak ditemukan.',
    PT: 'Não encontrado.',
    TH: 'ไม่พบ',
    VI: 'Không tìm thấy.',
  },
  request_too_large: {
    EN: 'The request is too large.',
    CN: '请求内容过大。',
    ID: 'Permintaan terlalu besar.',
    PT: 'A solicitação é muito grande.',
    TH: 'คำขอมีขนาดใหญ่เกินไป',
    VI: 'Yêu cầu quá lớn.',
  },
  unsupported_media_type: {
    EN: 'The request body has an unsupported format.',
    CN: '不支持的请求格式。',
    ID: 'Format isi permintaan tidak didukung.',
    PT: 'Formato de corpo não suportado.',
    TH: 'รูปแบบคำขอไม่รองรับ',
    VI: 'Định dạng yêu cầu không được hỗ trợ.',
  },
  method_not_allowed: {
    EN: 'This method is not allowed here.',
    CN: '不允许的请求方法。',
    ID: 'Metode ini tidak diizinkan.',
    PT: 'Método não permitido.',
    TH: 'ไม่อนุญาตวิธีนี้',
    VI: 'Phương thức không được phép.',
  },
  maintenance: {
    EN: 'The site is under maintenance.',
    CN: '系统维护中。',
    ID: 'Situs sedang dalam pemeliharaan.',
    PT: 'O site está em manutenção.',
    TH: 'เว็บไซต์อยู่ระหว่างปรับปรุง',
    VI: 'Hệ thống đang bảo trì.',
  },
  internal_error: {
    EN: 'Something went wrong on our side. Please try again.',
    CN: '系统错误，请稍后再试。',
    ID: 'Terjadi kesalahan di sisi kami. Coba lagi.',
    PT: 'Algo deu errado do nosso lado. Tente novamente.',
    TH: 'เกิดข้อผิดพลาดจากระบบ กรุณาลองใหม่',
    VI: 'Đã xảy ra lỗi hệ thống. Vui lòng thử lại.',
  },
};

const LANGUAGES: readonly Language[] = ['EN', 'CN', 'ID', 'PT', 'TH', 'VI'];

/** The catalogue language for a `Language` header value (TY and unknown codes → EN). */
export function messageLanguage(header: unknown): Language {
  const code = (typeof header === 'string' ? header : '').trim().toUpperCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'EN';
}

/** "in {wait}": seconds up to two minutes, then whole minutes (rounded up). */
const WAIT: Record<Language, { seconds: (n: number) => string; minutes: (n: number) => string; unknown: string }> = {
  EN: {
    seconds: (n) => `${n} second${n === 1 ? '' : 's'}`,
    minutes: (n) => `${n} minute${n === 1 ? '' : 's'}`,
    unknown: 'a few minutes',
  },
  CN: { seconds: (n) => `${n}秒`, minutes: (n) => `${n}分钟`, unknown: '几分钟' },
  ID: { seconds: (n) => `${n} detik`, minutes: (n) => `${n} menit`, unknown: 'beberapa menit' },
  PT: {
    seconds: (n) => `${n} segundo${n === 1 ? '' : 's'}`,
    minutes: (n) => `${n} minuto${n === 1 ? '' : 's'}`,
    unknown: 'alguns minutos',
  },
  TH: { seconds: (n) => `${n} วินาที`, minutes: (n) => `${n} นาที`, unknown: 'สักครู่' },
  VI: { seconds: (n) => `${n} giây`, minutes: (n) => `${n} phút`, unknown: 'vài phút' },
};

function waitText(language: Language, retryAfterSeconds: unknown): string {
  const words = WAIT[language];
  if (typeof retryAfterSeconds !== 'number' || !(retryAfterSeconds > 0)) return words.unknown;
  return retryAfterSeconds <= 120
    ? words.seconds(Math.ceil(retryAfterSeconds))
    : words.minutes(Math.ceil(retryAfterSeconds / 60));
}

/** The message for a code; a throttle's message says the wait its `retryAfterSeconds` gives. */
export function messageFor(code: ErrorCode, language: unknown, value?: Record<string, unknown> | null): string {
  const lang = messageLanguage(language);
  return (
    MESSAGES[code][lang]
      .replace('{wait}', () => waitText(lang, value?.retryAfterSeconds))
      // Figures the value carries (limits of the money calls): shown as given.
      .replace(/\{(min|max|limit|remaining)\}/g, (placeholder, name: string) =>
        typeof value?.[name] === 'number' ? String(value[name]) : placeholder,
      )
  );
}

/** Every code has a message in every language (checked by a test). */
export function catalogueProblems(): string[] {
  const problems: string[] = [];
  for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
    for (const lang of LANGUAGES) if (!MESSAGES[code]?.[lang]) problems.push(`${code}/${lang}`);
  }
  return problems;
}
