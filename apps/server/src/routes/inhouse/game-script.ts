// The in-house game page's script (served as /inhouse/game.js: the CSP allows no inline script).
// Plain browser JavaScript with its strings in one small table (EN and the tenant languages).
// It redeems the launch ticket, shows the game, and plays rounds with a fresh round id each
// (a network failure is retried once with the same id, which the platform answers from its record).
export const GAME_SCRIPT = String.raw`'use strict';
(function () {
  var STRINGS = {
    EN: { balance: 'Balance', win: 'Win', bet: 'Bet', spin: 'Spin', roll: 'Roll', target: 'Target (0–99.99)', direction: 'Win when the roll is', under: 'Under the target', over: 'Over the target', chance: 'Chance', payout: 'Payout', fairness: 'Provably fair', hash: 'Server seed hash (SHA-256)', clientSeed: 'Client seed', nonce: 'Next nonce', rotate: 'Reveal the seed and start a new one', revealed: 'Revealed server seed', rules: 'Rules and paytable', rtp: 'Return to player', loading: 'Loading…', won: 'You won', noWin: 'No win this time', reel: 'Reel', rolled: 'Rolled', lines: 'Line pays in line bets (bet ÷ lines) for 3, 4 and 5 of a kind from the left; the wild stands for any symbol.', limits: 'Bets from {min} to {max}', network: 'The connection failed. Please try again.', noTicket: 'Please open the game again from the lobby.' },
    CN: { balance: '余额', win: '赢得', bet: '投注', spin: '旋转', roll: '掷骰', target: '目标 (0–99.99)', direction: '获胜条件', under: '小于目标', over: '大于目标', chance: '胜率', payout: '赔率', fairness: '可验证公平', hash: '服务器种子哈希 (SHA-256)', clientSeed: '客户端种子', nonce: '下一个随机数', rotate: '公开种子并更换新种子', revealed: '已公开的服务器种子', rules: '规则与赔付表', rtp: '返还率', loading: '加载中…', won: '您赢得', noWin: '本局未中奖', reel: '卷轴', rolled: '掷出', lines: '从左起 3、4、5 个相同符号按线注（投注 ÷ 线数）赔付；百搭可替代任何符号。', limits: '投注范围 {min} 至 {max}', network: '连接失败，请重试。', noTicket: '请从游戏大厅重新打开游戏。' },
    ID: { balance: 'Saldo', win: 'Menang', bet: 'Taruhan', spin: 'Putar', roll: 'Lempar', target: 'Target (0–99.99)', direction: 'Menang jika hasil', under: 'Di bawah target', over: 'Di atas target', chance: 'Peluang', payout: 'Pembayaran', fairness: 'Adil dan dapat dibuktikan', hash: 'Hash seed server (SHA-256)', clientSeed: 'Seed klien', nonce: 'Nonce berikutnya', rotate: 'Buka seed dan mulai yang baru', revealed: 'Seed server yang dibuka', rules: 'Aturan dan tabel pembayaran', rtp: 'Pengembalian ke pemain', loading: 'Memuat…', won: 'Anda menang', noWin: 'Belum menang kali ini', reel: 'Gulungan', rolled: 'Hasil', lines: 'Pembayaran per garis (taruhan ÷ garis) untuk 3, 4 dan 5 simbol sama dari kiri; wild menggantikan simbol apa pun.', limits: 'Taruhan dari {min} sampai {max}', network: 'Koneksi gagal. Silakan coba lagi.', noTicket: 'Buka game lagi dari lobi.' },
    PT: { balance: 'Saldo', win: 'Ganho', bet: 'Aposta', spin: 'Girar', roll: 'Rolar', target: 'Alvo (0–99,99)', direction: 'Ganha quando o resultado for', under: 'Abaixo do alvo', over: 'Acima do alvo', chance: 'Chance', payout: 'Pagamento', fairness: 'Comprovadamente justo', hash: 'Hash da semente do servidor (SHA-256)', clientSeed: 'Semente do cliente', nonce: 'Próximo nonce', rotate: 'Revelar a semente e começar outra', revealed: 'Semente do servidor revelada', rules: 'Regras e tabela de pagamentos', rtp: 'Retorno ao jogador', loading: 'Carregando…', won: 'Você ganhou', noWin: 'Sem ganho desta vez', reel: 'Rolo', rolled: 'Resultado', lines: 'Pagamentos por linha (aposta ÷ linhas) para 3, 4 e 5 iguais a partir da esquerda; o curinga substitui qualquer símbolo.', limits: 'Apostas de {min} a {max}', network: 'A conexão falhou. Tente novamente.', noTicket: 'Abra o jogo novamente pelo lobby.' },
    TH: { balance: 'ยอดเงิน', win: 'ชนะ', bet: 'เดิมพัน', spin: 'หมุน', roll: 'ทอย', target: 'เป้าหมาย (0–99.99)', direction: 'ชนะเมื่อผลทอย', under: 'ต่ำกว่าเป้าหมาย', over: 'สูงกว่าเป้าหมาย', chance: 'โอกาส', payout: 'อัตราจ่าย', fairness: 'พิสูจน์ความยุติธรรมได้', hash: 'แฮชของซีดเซิร์ฟเวอร์ (SHA-256)', clientSeed: 'ซีดของผู้เล่น', nonce: 'nonce ถัดไป', rotate: 'เปิดเผยซีดและเริ่มซีดใหม่', revealed: 'ซีดเซิร์ฟเวอร์ที่เปิดเผยแล้ว', rules: 'กติกาและตารางจ่าย', rtp: 'อัตราคืนผู้เล่น', loading: 'กำลังโหลด…', won: 'คุณชนะ', noWin: 'รอบนี้ไม่ชนะ', reel: 'วงล้อ', rolled: 'ผลทอย', lines: 'จ่ายตามเส้น (เดิมพัน ÷ จำนวนเส้น) สำหรับสัญลักษณ์เหมือนกัน 3, 4 และ 5 ตัวจากซ้าย ไวลด์แทนได้ทุกสัญลักษณ์', limits: 'เดิมพันตั้งแต่ {min} ถึง {max}', network: 'การเชื่อมต่อล้มเหลว กรุณาลองใหม่', noTicket: 'กรุณาเปิดเกมใหม่จากล็อบบี้' },
    VI: { balance: 'Số dư', win: 'Thắng', bet: 'Cược', spin: 'Quay', roll: 'Tung', target: 'Mục tiêu (0–99,99)', direction: 'Thắng khi kết quả', under: 'Dưới mục tiêu', over: 'Trên mục tiêu', chance: 'Tỷ lệ thắng', payout: 'Trả thưởng', fairness: 'Công bằng có thể kiểm chứng', hash: 'Mã băm hạt giống máy chủ (SHA-256)', clientSeed: 'Hạt giống người chơi', nonce: 'Nonce tiếp theo', rotate: 'Công bố hạt giống và tạo hạt giống mới', revealed: 'Hạt giống máy chủ đã công bố', rules: 'Luật chơi và bảng trả thưởng', rtp: 'Tỷ lệ hoàn trả', loading: 'Đang tải…', won: 'Bạn thắng', noWin: 'Lần này chưa thắng', reel: 'Cuộn', rolled: 'Kết quả', lines: 'Trả theo dòng (cược ÷ số dòng) cho 3, 4 và 5 biểu tượng giống nhau từ trái; biểu tượng wild thay thế mọi biểu tượng.', limits: 'Cược từ {min} đến {max}', network: 'Kết nối thất bại. Vui lòng thử lại.', noTicket: 'Vui lòng mở lại trò chơi từ sảnh.' }
  };
  var LOCALES = { EN: 'en', CN: 'zh-CN', ID: 'id', PT: 'pt-BR', TH: 'th', VI: 'vi' };
  // Glyphs every system font has (no emoji font needed).
  var GLYPHS = { W: '★', '7': '7', B: '♦', R: 'BAR', G: '♥', L: '♣', C: '♠' };
  var SYMBOL_NAMES = {
    EN: { W: 'Wild', '7': 'Seven', B: 'Diamond', R: 'Bar', G: 'Heart', L: 'Club', C: 'Spade' },
    CN: { W: '百搭', '7': '七', B: '方块', R: '横条', G: '红心', L: '梅花', C: '黑桃' },
    ID: { W: 'Wild', '7': 'Tujuh', B: 'Wajik', R: 'Bar', G: 'Hati', L: 'Keriting', C: 'Sekop' },
    PT: { W: 'Curinga', '7': 'Sete', B: 'Ouros', R: 'Barra', G: 'Copas', L: 'Paus', C: 'Espadas' },
    TH: { W: 'ไวลด์', '7': 'เจ็ด', B: 'ข้าวหลามตัด', R: 'บาร์', G: 'หัวใจ', L: 'ดอกจิก', C: 'โพดำ' },
    VI: { W: 'Wild', '7': 'Số bảy', B: 'Rô', R: 'Thanh', G: 'Cơ', L: 'Nhép', C: 'Bích' }
  };

  var body = document.body;
  var merchant = body.getAttribute('data-merchant');
  var language = body.getAttribute('data-language') || 'EN';
  var t = STRINGS[language] || STRINGS.EN;
  var state = null;
  var token = null;
  var busy = false;

  function el(id) { return document.getElementById(id); }
  function text(id, value) { el(id).textContent = value; }
  function money(minor) {
    var major = minor / 100;
    try { return new Intl.NumberFormat(LOCALES[language] || 'en', { style: 'currency', currency: state.currency }).format(major); }
    catch (e) { return major.toFixed(2) + ' ' + state.currency; }
  }
  function status(message, isError) {
    var node = el('status');
    node.textContent = message;
    node.className = isError ? 'status error' : 'status';
  }
  function uuid() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 15) | 64; b[8] = (b[8] & 63) | 128;
    var h = Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); }).join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }

  function call(method, path, payload, attempt) {
    var headers = { Merchant: merchant, Language: language, Device: 'web', 'X-Gateway-Version': '3' };
    if (token) headers['Game-Session'] = token;
    var init = { method: method, headers: headers, credentials: 'same-origin', cache: 'no-store' };
    if (method === 'GET') path += '?' + new URLSearchParams(payload).toString();
    else { headers['Content-Type'] = 'application/json'; init.body = JSON.stringify(payload); }
    return fetch(path, init).then(function (response) {
      return response.json().then(function (envelope) {
        if (!envelope.success) { var error = new Error(envelope.message || envelope.errorCode); error.code = envelope.errorCode; throw error; }
        return envelope.value;
      });
    }, function (networkError) {
      // The same request again (same round id): the platform answers a round it already played from its record.
      if (!attempt) return call(method, path.split('?')[0], payload, 1);
      var error = new Error(t.network); error.code = 'network'; throw error;
    });
  }

  function applyStrings() {
    document.documentElement.lang = (LOCALES[language] || 'en').toLowerCase();
    text('balance-label', t.balance); text('win-label', t.win); text('bet-label', t.bet);
    text('target-label', t.target); text('direction-label', t.direction); text('under-label', t.under); text('over-label', t.over);
    text('fairness-label', t.fairness); text('hash-label', t.hash); text('client-seed-label', t.clientSeed); text('nonce-label', t.nonce);
    text('rotate', t.rotate); text('rules-label', t.rules);
  }

  function showFairness(commitment) {
    text('seed-hash', commitment.serverSeedHash); text('client-seed', commitment.clientSeed); text('nonce', String(commitment.nextNonce));
  }

  function renderReels(reels, lineWins) {
    var winning = {};
    (lineWins || []).forEach(function (w) {
      state.slot.paylines[w.line - 1].slice(0, w.count).forEach(function (row, reel) { winning[reel + ':' + row] = true; });
    });
    var list = el('reels');
    list.textContent = '';
    reels.forEach(function (column, reel) {
      var item = document.createElement('li');
      item.className = 'reel';
      var names = column.map(function (id) { return labelOf(id); });
      item.setAttribute('aria-label', t.reel + ' ' + (reel + 1) + ': ' + names.join(', '));
      column.forEach(function (id, row) {
        var cell = document.createElement('span');
        cell.className = 'cell sym-' + (id === '7' ? 'seven' : id) + (winning[reel + ':' + row] ? ' win' : '');
        cell.setAttribute('aria-hidden', 'true');
        cell.textContent = GLYPHS[id] || id;
        item.appendChild(cell);
      });
      list.appendChild(item);
    });
  }
  function labelOf(id) {
    var names = SYMBOL_NAMES[language] || SYMBOL_NAMES.EN;
    if (names[id]) return names[id];
    var found = state.slot.symbols.filter(function (s) { return s.symbol === id; })[0];
    return found ? found.label : id;
  }

  function diceInputs() {
    var target = Math.round(parseFloat(el('target').value) * 100);
    var direction = document.querySelector('input[name=direction]:checked').value;
    return { targetHundredths: target, direction: direction };
  }
  function showOdds() {
    var d = diceInputs();
    var wins = d.direction === 'under' ? d.targetHundredths : 9999 - d.targetHundredths;
    if (!(wins > 0)) { text('odds', ''); return; }
    var chance = wins / 100;
    var multiplier = (100 - state.dice.houseEdgePercent) / chance;
    text('odds', t.chance + ' ' + chance.toFixed(2) + ' % · ' + t.payout + ' ×' + multiplier.toFixed(4));
  }

  function rules() {
    var container = el('rules-body');
    container.textContent = '';
    var p = document.createElement('p');
    var rtp = state.slot ? state.slot.rtpPercent : state.dice.rtpPercent;
    p.textContent = t.rtp + ': ' + rtp + ' % · ' + t.limits.replace('{min}', money(state.game.minBetMinor)).replace('{max}', money(state.game.maxBetMinor));
    container.appendChild(p);
    if (!state.slot) return;
    var note = document.createElement('p');
    note.textContent = t.lines;
    container.appendChild(note);
    var table = document.createElement('table');
    state.slot.symbols.forEach(function (s) {
      var row = table.insertRow();
      var head = document.createElement('th');
      head.scope = 'row';
      head.textContent = (GLYPHS[s.symbol] || s.symbol) + ' ' + labelOf(s.symbol);
      row.appendChild(head);
      s.pays.forEach(function (pay, i) { row.insertCell().textContent = (i + 3) + '× → ' + pay; });
    });
    container.appendChild(table);
  }

  function play() {
    if (busy || !state) return;
    var betMinor = Math.round(parseFloat(el('bet').value) * 100);
    var payload = { roundId: uuid(), betMinor: betMinor };
    var path = '/lgw/inhouse/slot/spin';
    if (state.game.engine === 'dice') {
      var d = diceInputs();
      payload.targetHundredths = d.targetHundredths; payload.direction = d.direction;
      path = '/lgw/inhouse/dice/roll';
    }
    busy = true; el('play').disabled = true; status('');
    call('POST', path, payload).then(function (round) {
      text('balance', money(round.balanceMinor));
      text('win', money(round.winMinor));
      if (round.outcome.engine === 'slot') renderReels(round.outcome.reels, round.outcome.lineWins);
      else text('dice', t.rolled + ' ' + (round.outcome.rollHundredths / 100).toFixed(2));
      showFairness(round.nextFairness);
      status(round.winMinor > 0 ? t.won + ' ' + money(round.winMinor) : t.noWin);
    }, function (error) {
      status(error.message, true);
      if (error.code === 'game_session_expired') { token = null; }
    }).then(function () {
      busy = false; el('play').disabled = !token;
    });
  }

  function rotate() {
    el('rotate').disabled = true;
    call('POST', '/lgw/inhouse/fairness/rotate', {}).then(function (value) {
      text('revealed', t.revealed + ': ' + value.revealed.serverSeed + ' (SHA-256 ' + value.revealed.serverSeedHash + ')');
      showFairness(value.next);
    }, function (error) { status(error.message, true); }).then(function () { el('rotate').disabled = !token; });
  }

  function start() {
    applyStrings();
    status(t.loading);
    var params = new URLSearchParams(location.search);
    var ticket = params.get('ticket');
    // The ticket is single use: drop it from the address so it is not kept or shared.
    if (ticket && history.replaceState) { params.delete('ticket'); history.replaceState(null, '', location.pathname + (params.toString() ? '?' + params : '')); }
    if (!ticket) { status(t.noTicket, true); el('game').setAttribute('aria-busy', 'false'); return; }
    var request = { ticket: ticket };
    if (body.getAttribute('data-language')) request.language = language;
    call('POST', '/lgw/inhouse/session', request).then(function (value) {
      state = value; token = value.gameSessionToken;
      language = value.language; t = STRINGS[language] || STRINGS.EN;
      applyStrings();
      document.title = value.game.gameName;
      text('game-name', value.game.gameName);
      text('balance', money(value.balanceMinor));
      text('win', money(0));
      var bet = el('bet');
      bet.min = (value.game.minBetMinor / 100).toFixed(2); bet.max = (value.game.maxBetMinor / 100).toFixed(2);
      bet.value = (value.game.minBetMinor / 100).toFixed(2); bet.disabled = false;
      var isSlot = value.game.engine === 'slot';
      el('reels').hidden = !isSlot; el('dice').hidden = isSlot; el('dice-controls').hidden = isSlot;
      text('play', isSlot ? t.spin : t.roll);
      if (isSlot) renderReels(value.slot.symbols.slice(0, 5).map(function (s, i) { return [value.slot.symbols[(i + 6) % 7].symbol, s.symbol, value.slot.symbols[(i + 1) % 7].symbol]; }), []);
      else showOdds();
      showFairness(value.fairness);
      rules();
      el('play').disabled = false; el('rotate').disabled = false;
      status('');
    }, function (error) { status(error.message, true); }).then(function () { el('game').setAttribute('aria-busy', 'false'); });
  }

  el('play').addEventListener('click', play);
  el('rotate').addEventListener('click', rotate);
  el('target').addEventListener('input', function () { if (state && state.dice) showOdds(); });
  Array.prototype.forEach.call(document.querySelectorAll('input[name=direction]'), function (input) { input.addEventListener('change', function () { if (state && state.dice) showOdds(); }); });
  start();
})();
`;
