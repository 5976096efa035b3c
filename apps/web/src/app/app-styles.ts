// Everything after sign-in draws with Mantine's full style sheets; see styles/app.css.
import './styles/app.css';
