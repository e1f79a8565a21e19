import { encryptPayload } from '@portal/contracts';
const api = 'http://127.0.0.1:8306',
  merchant = process.argv[2] ?? 'AUR';
const headers = { merchant, language: 'EN', device: 'web' };
const { keyId, publicKey } = (await (await fetch(`${api}/wps/session/key/rsa`, { headers })).json()).value;
const { body, header } = await encryptPayload(publicKey, keyId, {
  username: 'member01',
  password: 'demo1234',
  type: 'username',
  loginDeviceId: 'p',
});
const token = (
  await (
    await fetch(`${api}/wps/session/login`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', encryption: header },
      body: JSON.stringify(body),
    })
  ).json()
).value.token;
const code = (
  await (
    await fetch(`${api}/wps/session/link`, { method: 'POST', headers: { ...headers, authorization: token } })
  ).json()
).value.code;
console.log(encodeURIComponent(code));
