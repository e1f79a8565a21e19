import tenant from 'virtual:tenant';
document.getElementById('root')!.textContent = tenant.config.brandName + ' ' + tenant.assets.logo;
