export { FormAlert, type FormAlertProps, type FormAlertTone } from './form-alert';
