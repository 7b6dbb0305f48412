/**
 * Every module that registers API methods, imported once for its side effect so that
 * `/api/method/...` knows them before the first request.
 */
import '../core/builtin-methods';
import '../auth/methods';
import '../files/upload';
import './cases';
import './portal-settings';
import '../respondent-access/methods';
import '../respondent-access/language';
import '../payments/methods';
